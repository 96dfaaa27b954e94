import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from '../src/address.js';
import { ProductInputSchema, ProductListQuerySchema } from '../src/product.js';
import { RegisterSchema } from '../src/user.js';

const address = {
  address: '1 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  notes: '',
};
const product = {
  image: '/uploads/a.webp',
  title: 'Tee',
  description: 'Soft',
  category: 'men',
  brand: 'h&m',
  price: 999,
  salePrice: 0,
  totalStock: 3,
};

describe('address rules of an Indian shop', () => {
  it.each(['560001', '560 001'])('accepts the PIN code %s as six digits', (pincode) => {
    expect(AddressInputSchema.parse({ ...address, pincode }).pincode).toBe('560001');
  });

  it.each(['056001', '56001', '5600011', 'ABCDEF'])('refuses the PIN code %s', (pincode) => {
    expect(AddressInputSchema.safeParse({ ...address, pincode }).success).toBe(false);
  });

  it.each(['+91 98765 43210', '09876543210', '98765-43210', '919876543210'])(
    'keeps the phone %s as its 10 digits',
    (phone) => {
      expect(AddressInputSchema.parse({ ...address, phone }).phone).toBe('9876543210');
    },
  );

  it.each(['12345', '5876543210', '98765432101'])('refuses the phone %s', (phone) => {
    expect(AddressInputSchema.safeParse({ ...address, phone }).success).toBe(false);
  });

  it('takes a state code from the list, or none', () => {
    expect(AddressInputSchema.parse({ ...address, state: '29' }).state).toBe('29');
    expect(AddressInputSchema.parse(address).state).toBeUndefined();
  });

  it.each(['25', '28', '99', 'KA', ''])('refuses the state %j', (state) => {
    const result = AddressInputSchema.safeParse({ ...address, state });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['state'], 'Choose a state'],
    ]);
  });
});

describe('product rules', () => {
  it('refuses a sale price that is not below the price', () => {
    const result = ProductInputSchema.safeParse({ ...product, salePrice: 999 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['salePrice']);
  });

  it('refuses prices with more than 2 decimals', () => {
    expect(ProductInputSchema.safeParse({ ...product, price: 9.999 }).success).toBe(false);
  });

  it('reads comma-joined filters and refuses unknown ids', () => {
    expect(ProductListQuerySchema.parse({ brand: 'nike,h&m' }).brand).toEqual(['nike', 'h&m']);
    expect(ProductListQuerySchema.safeParse({ category: 'men,robots' }).success).toBe(false);
  });
});

describe('registration', () => {
  it('normalises the e-mail and requires matching passwords', () => {
    const body = {
      name: 'A',
      email: ' A@Example.COM ',
      password: 'long-enough',
      password_confirmation: 'long-enough',
    };
    expect(RegisterSchema.parse(body).email).toBe('a@example.com');
    const mismatch = RegisterSchema.safeParse({ ...body, password_confirmation: 'other' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });
});
