import { randomUUID } from 'node:crypto';
import type { EndpointInput } from '@attire/contract';
import { sampleProduct } from './fixtures.js';

type Body = EndpointInput<'adminProducts.add'>['body'];

export const GALLERY = [
  '/uploads/tee-black.webp',
  '/uploads/tee-white.webp',
  '/uploads/tee-back.webp',
];

/** A SKU of this run's, in lower case (the server upper-cases it). */
export const ownSku = () => `tee-${randomUUID().slice(0, 8)}`;

/**
 * A men's tee in S and M, black and white, with a stock grid, a dearer white M and the
 * black M's SKU given.
 */
export const teeWithGrid = (overrides: Partial<Body> = {}, blackMSku = ownSku()): Body => ({
  ...sampleProduct({ price: 999, salePrice: 0 }),
  totalStock: undefined,
  image: GALLERY[0]!,
  images: GALLERY,
  sizes: ['S', 'M'],
  colours: ['black', 'white'],
  variants: [
    { size: 'M', colour: 'white', totalStock: 4, price: 1299, salePrice: 1099 },
    { size: 'S', colour: 'black', totalStock: 5, image: GALLERY[0] },
    { size: 'M', colour: 'black', totalStock: 0, sku: blackMSku },
    { size: 'S', colour: 'white', totalStock: 2, image: GALLERY[1] },
  ],
  ...overrides,
});
