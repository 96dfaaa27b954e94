import { describe, expect, it } from 'vitest';
import { ProductInputSchema } from '@attire/contract';
import { moveItem, withColourImages } from './gallery';

const body = ProductInputSchema.parse({
  image: '/uploads/a.png',
  images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png'],
  title: 'Tee',
  description: 'Cotton',
  category: 'men',
  brand: 'puma',
  price: 499,
  salePrice: 0,
  sizes: ['M'],
  colours: ['navy', 'red', 'green'],
  variants: [
    { size: 'M', colour: 'navy', totalStock: 1 },
    { size: 'M', colour: 'red', totalStock: 2 },
    { size: 'M', colour: 'green', totalStock: 3 },
  ],
});

describe('gallery', () => {
  it('moves an image to another place, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it("gives each variant the gallery's first image of its colour, or none", () => {
    const tags = {
      '/uploads/b.png': 'red',
      '/uploads/c.png': 'navy',
      '/uploads/d.png': 'red',
    } as const;
    const sent = withColourImages(body, tags);
    expect(sent.variants?.map((variant) => [variant.colour, variant.image])).toEqual([
      ['navy', '/uploads/c.png'],
      ['red', '/uploads/b.png'],
      ['green', null],
    ]);
    // What the admin sends still passes the contract (a colour's photo is one of the images).
    expect(ProductInputSchema.safeParse(sent).success).toBe(true);
  });

  it('follows the order of the gallery, not of tagging', () => {
    const reordered = { ...body, images: ['/uploads/a.png', '/uploads/d.png', '/uploads/b.png'] };
    const sent = withColourImages(reordered, { '/uploads/b.png': 'red', '/uploads/d.png': 'red' });
    expect(sent.variants?.[1]?.image).toBe('/uploads/d.png');
  });

  it('leaves a product without variants as it is', () => {
    const single = ProductInputSchema.parse({
      ...body,
      sizes: [],
      colours: [],
      variants: undefined,
      totalStock: 4,
    });
    expect(withColourImages(single, { '/uploads/a.png': 'navy' })).toBe(single);
  });
});
