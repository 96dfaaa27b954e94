import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EndpointInput, type Product } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { GALLERY, ownSku, teeWithGrid } from '../support/tee-with-grid.js';

type Client = ReturnType<typeof api>;
type Body = EndpointInput<'adminProducts.add'>['body'];

const grid = (product: Product) =>
  product.variants.map((variant) => [variant.size, variant.colour, variant.totalStock]);

describe('admin catalogue: sizes, colours and variants', () => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  beforeAll(async () => {
    t = await startTestApp();
    admin = api(t.app, (await signInAdmin(t.app)).token);
    shopper = api(t.app, (await signUp(t.app)).token);
  });
  afterAll(() => t.close());

  const add = (body: Body) => admin.call('adminProducts.add', { body });
  const edit = (id: string, body: Body) =>
    admin.call('adminProducts.edit', { params: { id }, body });
  const details = (id: string) => shopper.call('shopProducts.details', { params: { id } });

  it('adds a product with a stock grid, in display order, with SKUs made for the rest', async () => {
    const sku = ownSku();
    const created = await add(teeWithGrid({}, sku));
    expect(created.status).toBe(201);
    const product = created.body.product;
    expect(product).toMatchObject({
      image: GALLERY[0],
      images: GALLERY,
      sizes: ['S', 'M'],
      colours: ['black', 'white'],
      // The sum of the variants' stock, and the cheapest variant's prices.
      totalStock: 11,
      price: 999,
      salePrice: 0,
    });
    // Sizes in the product's order, then colours in the product's order.
    expect(grid(product)).toEqual([
      ['S', 'black', 5],
      ['S', 'white', 2],
      ['M', 'black', 0],
      ['M', 'white', 4],
    ]);
    const [sBlack, sWhite, mBlack, mWhite] = product.variants;
    expect(sBlack).toMatchObject({ price: 999, salePrice: 0, image: GALLERY[0] });
    expect(sWhite!.image).toBe(GALLERY[1]);
    expect(mWhite).toMatchObject({ price: 1299, salePrice: 1099, image: null });
    expect(mBlack!.sku).toBe(sku.toUpperCase());
    const code = product.id.replace(/-/g, '').slice(0, 12).toUpperCase();
    expect(sBlack!.sku).toBe(`AT-${code}-S-BLACK`);
    expect(mWhite!.sku).toBe(`AT-${code}-M-WHITE`);

    const shown = await details(product.id);
    expect(shown.status).toBe(200);
    expect(shown.body.product).toEqual(product);
  });

  it('makes the cheapest variant (by the price paid) the product price', async () => {
    const created = await add(
      teeWithGrid({
        variants: [
          { size: 'S', colour: 'black', totalStock: 1, price: 900 },
          { size: 'M', colour: 'black', totalStock: 1, price: 1500, salePrice: 799 },
          { size: 'S', colour: 'white', totalStock: 1, price: 850 },
        ],
      }),
    );
    expect(created.body.product).toMatchObject({ price: 1500, salePrice: 799, totalStock: 3 });
  });

  it('takes a body without variants as a one-variant product (the spec form)', async () => {
    const created = await add(sampleProduct({ price: 1200, salePrice: 999, totalStock: 7 }));
    expect(created.status).toBe(201);
    const { product } = created.body;
    expect(product).toMatchObject({
      sizes: [],
      colours: [],
      totalStock: 7,
      images: [product.image],
    });
    expect(product.variants).toEqual([
      {
        id: expect.any(String),
        sku: `AT-${product.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
        size: null,
        colour: null,
        price: 1200,
        salePrice: 999,
        totalStock: 7,
        image: null,
      },
    ]);
  });

  it.each([
    ['a size outside the category', { sizes: ['S', 'M', 'UK 8'] }, 'sizes'],
    ['a repeated size', { sizes: ['S', 'M', 'S'] }, 'sizes'],
    [
      'a variant size that is not the product',
      { variants: [{ size: 'L', colour: 'black', totalStock: 1 }] },
      'variants',
    ],
    [
      'a variant colour that is not the product',
      { variants: [{ size: 'S', colour: 'red', totalStock: 1 }] },
      'variants',
    ],
    [
      'a variant without a size when the product has sizes',
      { variants: [{ size: null, colour: 'black', totalStock: 1 }] },
      'variants',
    ],
    [
      'a repeated size and colour',
      {
        variants: [
          { size: 'S', colour: 'black', totalStock: 1 },
          { size: 'S', colour: 'black', totalStock: 2 },
        ],
      },
      'variants',
    ],
    [
      'a variant sale price above its price',
      { variants: [{ size: 'S', colour: 'black', totalStock: 1, price: 500, salePrice: 600 }] },
      'variants',
    ],
    [
      "a variant sale price above the product's price",
      { salePrice: 0, variants: [{ size: 'S', colour: 'black', totalStock: 1, salePrice: 1000 }] },
      'variants',
    ],
    [
      'a variant image outside the gallery',
      { variants: [{ size: 'S', colour: 'black', totalStock: 1, image: '/uploads/other.webp' }] },
      'variants',
    ],
    [
      'a repeated SKU',
      {
        variants: [
          { size: 'S', colour: 'black', totalStock: 1, sku: 'DUP-1' },
          { size: 'M', colour: 'black', totalStock: 1, sku: 'dup-1' },
        ],
      },
      'variants',
    ],
    ['sizes and colours without variants', { variants: undefined, totalStock: 5 }, 'variants'],
    [
      'a negative variant stock',
      { variants: [{ size: 'S', colour: 'black', totalStock: -1 }] },
      'variants',
    ],
    [
      'an empty gallery',
      { images: [], variants: [{ size: 'S', colour: 'black', totalStock: 1 }] },
      'images',
    ],
  ])('refuses %s (400)', async (_case, override, field) => {
    const response = await admin.post('/admin/products', { ...teeWithGrid(), ...override });
    expect(response.status).toBe(400);
    expect(Object.keys(response.error.errors ?? {})).toEqual([field]);
  });

  it('refuses a SKU that another product uses (409) and changes nothing', async () => {
    const first = await add(teeWithGrid({ title: 'First Tee' }));
    const takenSku = first.body.product.variants[0]!.sku;
    const clash = await add(
      teeWithGrid({
        title: 'Clashing Tee',
        variants: [{ size: 'S', colour: 'black', totalStock: 1, sku: takenSku }],
      }),
    );
    expect(clash.status).toBe(409);
    // The clash is named on the field, so that the back office can show it there.
    expect(clash.error).toEqual({
      success: false,
      message: MESSAGES.skuTaken,
      errors: { 'variants.0.sku': [MESSAGES.skuTaken] },
    });
    const listed = await admin.call('adminProducts.list', { query: { limit: 100 } });
    expect(listed.body.products.map((p) => p.title)).not.toContain('Clashing Tee');

    const other = await add(teeWithGrid({ title: 'Other Tee' }));
    const editClash = await edit(
      other.body.product.id,
      teeWithGrid({
        title: 'Renamed Other Tee',
        variants: [{ size: 'S', colour: 'black', totalStock: 1, sku: takenSku }],
      }),
    );
    expect(editClash.status).toBe(409);
    expect((await details(other.body.product.id)).body.product.title).toBe('Other Tee');
  });

  it('keeps variant ids by size and colour on edit and removes the dropped ones', async () => {
    const sku = ownSku();
    const { product } = (await add(teeWithGrid({}, sku))).body;
    const idOf = (p: Product, size: string, colour: string) =>
      p.variants.find((v) => v.size === size && v.colour === colour)?.id;
    const edited = await edit(
      product.id,
      teeWithGrid({
        sizes: ['S', 'M', 'L'],
        colours: ['black'],
        variants: [
          { size: 'L', colour: 'black', totalStock: 8 },
          { size: 'M', colour: 'black', totalStock: 3 },
          { size: 'S', colour: 'black', totalStock: 6, price: 1099 },
        ],
      }),
    );
    expect(edited.status).toBe(200);
    const after = edited.body.product;
    expect(grid(after)).toEqual([
      ['S', 'black', 6],
      ['M', 'black', 3],
      ['L', 'black', 8],
    ]);
    expect(idOf(after, 'S', 'black')).toBe(idOf(product, 'S', 'black'));
    expect(idOf(after, 'M', 'black')).toBe(idOf(product, 'M', 'black'));
    expect(idOf(after, 'L', 'black')).not.toBe(undefined);
    // A kept variant keeps its SKU when the edit gives none; the white ones are gone.
    expect(after.variants[1]!.sku).toBe(sku.toUpperCase());
    expect(after).toMatchObject({ colours: ['black'], totalStock: 17, price: 999 });
    expect((await details(product.id)).body.product.variants).toEqual(after.variants);
  });

  it('turns a product with variants back into a one-variant product', async () => {
    const { product } = (await add(teeWithGrid())).body;
    const edited = await edit(
      product.id,
      teeWithGrid({ sizes: [], colours: [], variants: undefined, totalStock: 12 }),
    );
    expect(edited.status).toBe(200);
    expect(grid(edited.body.product)).toEqual([[null, null, 12]]);
  });
});
