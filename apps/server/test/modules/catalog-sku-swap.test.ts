import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EndpointInput, type Product } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 21, defect 11: an edit in which two sizes trade SKUs was refused with a false 409 "SKU
// already used", the unique index seeing the first update before the second. It succeeds; a
// SKU that stays with another variant is still refused.

type Body = EndpointInput<'adminProducts.add'>['body'];
type VariantBody = NonNullable<Body['variants']>[number];

const skuOf = (product: Product, size: string) =>
  product.variants.find((variant) => variant.size === size)?.sku;
const idOf = (product: Product, size: string) =>
  product.variants.find((variant) => variant.size === size)?.id;

describe('SKUs traded between the sizes of a product in one edit', () => {
  let t: TestApp;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.app, (await signInAdmin(t.app)).token);
  });
  afterAll(() => t.close());

  const shirt = (variants: VariantBody[]): Body => ({
    ...sampleProduct({ totalStock: undefined }),
    sizes: ['S', 'M', 'L'],
    variants,
  });
  const freshSkus = () => {
    const run = randomUUID().slice(0, 8).toUpperCase();
    return { s: `SH-${run}-S`, m: `SH-${run}-M`, l: `SH-${run}-L` };
  };
  async function addShirt(skus: ReturnType<typeof freshSkus>) {
    const added = await admin.call('adminProducts.add', {
      body: shirt([
        { size: 'S', colour: null, totalStock: 3, sku: skus.s },
        { size: 'M', colour: null, totalStock: 4, sku: skus.m },
        { size: 'L', colour: null, totalStock: 5, sku: skus.l },
      ]),
    });
    expect(added.status).toBe(201);
    return added.body.product;
  }
  const edit = (id: string, variants: VariantBody[]) =>
    admin.call('adminProducts.edit', { params: { id }, body: shirt(variants) });

  it('swaps two sizes’ SKUs, and rotates three, keeping each variant', async () => {
    const skus = freshSkus();
    const product = await addShirt(skus);
    const swapped = await edit(product.id, [
      { size: 'S', colour: null, totalStock: 3, sku: skus.m },
      { size: 'M', colour: null, totalStock: 4, sku: skus.s },
      { size: 'L', colour: null, totalStock: 5 },
    ]);
    expect(swapped.status).toBe(200);
    expect(['S', 'M', 'L'].map((size) => skuOf(swapped.body.product, size))).toEqual([
      skus.m,
      skus.s,
      skus.l,
    ]);
    expect(idOf(swapped.body.product, 'S')).toBe(idOf(product, 'S'));
    expect(idOf(swapped.body.product, 'M')).toBe(idOf(product, 'M'));

    const rotated = await edit(product.id, [
      { size: 'S', colour: null, totalStock: 3, sku: skus.l },
      { size: 'M', colour: null, totalStock: 4, sku: skus.m },
      { size: 'L', colour: null, totalStock: 5, sku: skus.s },
    ]);
    expect(rotated.status).toBe(200);
    expect(['S', 'M', 'L'].map((size) => skuOf(rotated.body.product, size))).toEqual([
      skus.l,
      skus.m,
      skus.s,
    ]);
  });

  it('still refuses a SKU that another size keeps, changing nothing', async () => {
    const skus = freshSkus();
    const product = await addShirt(skus);
    // M is given no SKU, so it keeps its own, which S asks for too.
    const clash = await edit(product.id, [
      { size: 'S', colour: null, totalStock: 9, sku: skus.m },
      { size: 'M', colour: null, totalStock: 4 },
      { size: 'L', colour: null, totalStock: 5, sku: skus.l },
    ]);
    expect(clash.status).toBe(409);
    expect(clash.error.message).toBe(MESSAGES.skuTaken);
    const after = await admin.call('shopProducts.details', { params: { id: product.id } });
    expect(after.body.product.variants).toEqual(product.variants);
  });
});
