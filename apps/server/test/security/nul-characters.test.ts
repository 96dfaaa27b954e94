import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  PASSWORD,
  insertProduct,
  sampleProduct,
  signInAdmin,
  signUp,
} from '../support/fixtures.js';
import { api, type ApiResponse } from '../support/http.js';

const NUL = '\u0000';

function expectNulRefused(response: ApiResponse, field: string) {
  expect(response.status).toBe(400);
  expect(response.error).toEqual({
    success: false,
    message: MESSAGES.validationError,
    errors: { [field]: [MESSAGES.nulCharacter] },
  });
}

// Issue 7, finding 6: PostgreSQL cannot store a NUL in text; it used to fail as a 500.
describe('a NUL character in any field', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('is a field error in a registration name', async () => {
    const response = await api(t.app).call('auth.register', {
      body: {
        name: `Ann${NUL}`,
        email: 'nul-name@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expectNulRefused(response, 'name');
  });

  it('is a field error in an address', async () => {
    const response = await api(t.app, shopper.token).call('addresses.add', {
      body: {
        userId: shopper.user.id,
        address: '1 MG Road',
        city: `Bengaluru${NUL}`,
        pincode: '560001',
        phone: '9876543210',
        notes: '',
      },
    });
    expectNulRefused(response, 'city');
  });

  it('is a field error in a product title', async () => {
    const { token } = await signInAdmin(t.app);
    const response = await api(t.app, token).call('adminProducts.add', {
      body: sampleProduct({ title: `Tee${NUL}Shirt` }),
    });
    expectNulRefused(response, 'title');
  });

  it('is a field error in a search keyword', async () => {
    const response = await api(t.app, shopper.token).get('/shop/products/search/tee%00shirt');
    expectNulRefused(response, 'keyword');
  });

  it('is a field error in a review message', async () => {
    const product = await insertProduct(t.db);
    const response = await api(t.app, shopper.token).call('reviews.add', {
      body: {
        productId: product.id,
        userId: shopper.user.id,
        reviewMessage: `Lovely${NUL}`,
        reviewValue: 5,
      },
    });
    expectNulRefused(response, 'reviewMessage');
  });

  it('is a field error in a login e-mail, and in a nested or unknown field too', async () => {
    expectNulRefused(
      await api(t.app).post('/auth/login', { email: `a${NUL}@example.com`, password: 'x' }),
      'email',
    );
    const nested = await api(t.app, shopper.token).post('/shop/order', {
      userId: shopper.user.id,
      cartItems: [{ productId: 'x', title: `T${NUL}` }],
    });
    expectNulRefused(nested, 'cartItems');
  });

  it('leaves other control characters and ordinary text alone', async () => {
    const response = await api(t.app).call('auth.register', {
      body: {
        name: 'Ann\tLee',
        email: 'tab-name@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(response.status).toBe(201);
  });
});
