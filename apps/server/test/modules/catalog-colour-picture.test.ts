import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointInput, Product } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

type Query = NonNullable<EndpointInput<'shopProducts.list'>['query']>;

const NAVY = '/uploads/rain-jacket-navy.webp';
const BLACK = '/uploads/rain-jacket-black.webp';
const DETAIL = '/uploads/rain-jacket-hood.webp';

/**
 * A rain jacket in navy (its first colour and picture) and black, each colour with a picture of
 * its own, and the hood's close-up last; black M is sold out. A red one, in red only, with no
 * picture tagged to its colour.
 */
const jacket = sampleProduct({
  title: 'Colour True Rain Jacket',
  category: 'kids',
  totalStock: undefined,
  image: NAVY,
  images: [NAVY, BLACK, DETAIL],
  sizes: ['4-5Y', '6-7Y'],
  colours: ['navy', 'black'],
  variants: [
    { size: '4-5Y', colour: 'navy', totalStock: 0, image: NAVY },
    { size: '6-7Y', colour: 'navy', totalStock: 5, image: NAVY },
    { size: '4-5Y', colour: 'black', totalStock: 3, image: BLACK },
    { size: '6-7Y', colour: 'black', totalStock: 0, image: BLACK },
  ],
});
const redCap = sampleProduct({
  title: 'Colour True Cap',
  category: 'accessories',
  totalStock: undefined,
  image: '/uploads/cap.webp',
  sizes: ['One Size'],
  colours: ['red'],
  variants: [{ size: 'One Size', colour: 'red', totalStock: 4 }],
});

describe('shop listing: a colour filter shows that colour', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  let created: Product;
  beforeAll(async () => {
    t = await startTestApp();
    const admin = api(t.app, (await signInAdmin(t.app)).token);
    for (const body of [jacket, redCap]) {
      const reply = await admin.call('adminProducts.add', { body });
      expect(reply.status).toBe(201);
      if (body === jacket) created = reply.body.product;
    }
    shopper = api(t.app, (await signUp(t.app)).token);
  });
  afterAll(() => t.close());

  /** The picture the listing leads the product with, under `query`. */
  const shown = async (query: Query, title = jacket.title) => {
    const response = await shopper.call('shopProducts.list', { query });
    expect(response.status).toBe(200);
    return response.body.products.find((product) => product.title === title)?.image;
  };
  const colourOfPicture = (image: string | undefined) =>
    created.variants.find((variant) => variant.image === image)?.colour;

  it("leads with the product's own picture when no colour is chosen", async () => {
    expect(await shown({})).toBe(NAVY);
    expect(await shown({ size: '4-5Y' })).toBe(NAVY);
  });

  it("shows the chosen colour's picture, the one its variants carry", async () => {
    const black = await shown({ colour: 'black' });
    expect(black).toBe(BLACK);
    expect(colourOfPicture(black)).toBe('black');
    expect(await shown({ colour: 'navy' })).toBe(NAVY);
    // The product page itself still leads with the product's own picture.
    const details = await shopper.call('shopProducts.details', { params: { id: created.id } });
    expect(details.body.product.image).toBe(NAVY);
  });

  it('shows, of several chosen colours, the first of the product that the filters match', async () => {
    expect(await shown({ colour: 'black,navy' })).toBe(NAVY);
    // Navy in 4-5Y is sold out: in stock, only black matches.
    expect(await shown({ colour: 'black,navy', size: '4-5Y', inStock: 'true' })).toBe(BLACK);
    expect(await shown({ colour: 'black,navy', size: '6-7Y', inStock: 'true' })).toBe(NAVY);
    expect(await shown({ colour: 'navy,black', size: '6-7Y' })).toBe(NAVY);
  });

  it('keeps the product picture for a colour without one of its own', async () => {
    expect(await shown({ colour: 'red' }, redCap.title)).toBe(redCap.image);
  });
});
