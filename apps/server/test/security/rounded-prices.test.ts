import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 7, finding 8: prices are kept in whole paise, so they are judged once rounded; before,
// these passed validation and broke a database check (a 500).
describe('prices that round to nothing', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.app, (await signInAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  it.each([
    ['a price that rounds to ₹0', { price: 1e-9 }, 'price', 'Price must be above 0'],
    [
      'a sale price that rounds up to the price',
      { price: 100, salePrice: 99.999999999 },
      'salePrice',
      'Sale price must be below the price (or 0 for no sale)',
    ],
  ])('refuses %s with a field error', async (_case, prices, field, message) => {
    const response = await admin.call('adminProducts.add', { body: sampleProduct(prices) });
    expect(response.status).toBe(400);
    expect(response.error).toEqual({
      success: false,
      message: MESSAGES.validationError,
      errors: { [field]: [message] },
    });
  });

  it('refuses the same on an edit', async () => {
    const added = await admin.call('adminProducts.add', { body: sampleProduct() });
    const response = await admin.call('adminProducts.edit', {
      params: { id: added.body.product.id },
      body: sampleProduct({ price: 1e-10 }),
    });
    expect(response.status).toBe(400);
    expect(response.error.errors).toEqual({ price: ['Price must be above 0'] });
  });

  it('keeps a price that float arithmetic makes inexact, to the paisa', async () => {
    const response = await admin.call('adminProducts.add', {
      body: sampleProduct({ price: 0.1 + 0.2, salePrice: 0.29 }),
    });
    expect(response.status).toBe(201);
    expect(response.body.product).toMatchObject({ price: 0.3, salePrice: 0.29 });
  });

  it('counts a sale price that rounds to ₹0 as no sale', async () => {
    const response = await admin.call('adminProducts.add', {
      body: sampleProduct({ price: 10, salePrice: 1e-9 }),
    });
    expect(response.status).toBe(201);
    expect(response.body.product.salePrice).toBe(0);
  });
});
