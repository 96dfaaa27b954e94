import { SIZE_SCALES, type BrandId, type ProductInput, type VariantInput } from '@attire/contract';
import type { ProductType } from './product-types.js';
import { COLOURS, type ProductKind } from './vocabulary.js';

/** Accessories that are worn, and so come in One Size; bags and sunglasses have no size. */
const ONE_SIZE_TYPES = new Set<ProductType>(['belt', 'cap', 'beanie', 'socks']);

// Outsizes are cut from more cloth: a shop asks a little more for them.
const OUTSIZE = 'XXL';
const OUTSIZE_EXTRA_RUPEES = 200;

function run(scale: readonly string[], from: string, to: string): string[] {
  return scale.slice(scale.indexOf(from), scale.indexOf(to) + 1);
}

/** The sizes a kind is cut in: the run of its category's scale that a shop would stock. */
export function kindSizes(kind: ProductKind): string[] {
  const scale = SIZE_SCALES[kind.category];
  switch (kind.category) {
    case 'men':
      return run(scale, 'S', 'XXL');
    case 'women':
      return run(scale, 'XS', 'XL');
    case 'kids':
      return [...scale];
    case 'footwear':
      if (kind.type === 'flats') return run(scale, 'UK 3', 'UK 8');
      if (kind.type === 'boots') return run(scale, 'UK 6', 'UK 11');
      return run(scale, 'UK 4', 'UK 11');
    case 'accessories':
      return ONE_SIZE_TYPES.has(kind.type) ? [...scale] : [];
  }
}

export interface SeedProductFields {
  kind: ProductKind;
  title: string;
  description: string;
  brand: BrandId;
  /** Rupees, of the regular sizes; 0 sale price means no sale. */
  price: number;
  salePrice: number;
  /** Indexes into COLOURS, the first the product's own (its first picture's). */
  colours: readonly number[];
  /** The stock of the variant at `index` (in display order) of `count`. */
  stockOf: (index: number, count: number) => number;
  /** The picture of the product's type in a colour. */
  pictureOf: (colourIndex: number) => string;
}

/**
 * A seeded product as an admin would enter it: every size of its kind in every one of its
 * colours, each colour with its picture (the gallery, in colour order).
 */
export function seedProductInput(fields: SeedProductFields): ProductInput {
  const { kind, price, salePrice } = fields;
  const sizes = kindSizes(kind);
  const colours = fields.colours.map((index) => ({
    id: COLOURS[index]!.id,
    picture: fields.pictureOf(index),
  }));
  const images = colours.map((colour) => colour.picture);
  const pairs = (sizes.length > 0 ? sizes : [null]).flatMap((size) =>
    colours.map((colour) => ({ size, colour })),
  );
  const variants: VariantInput[] = pairs.map(({ size, colour }, index) => ({
    size,
    colour: colour.id,
    totalStock: fields.stockOf(index, pairs.length),
    image: colour.picture,
    ...(size === OUTSIZE && {
      price: price + OUTSIZE_EXTRA_RUPEES,
      salePrice: salePrice > 0 ? salePrice + OUTSIZE_EXTRA_RUPEES : 0,
    }),
  }));
  return {
    image: images[0]!,
    images,
    title: fields.title,
    description: fields.description,
    category: kind.category,
    brand: fields.brand,
    price,
    salePrice,
    sizes,
    colours: colours.map((colour) => colour.id),
    variants,
  };
}
