import { CATEGORY_TAX, toPaise, type ProductInput } from '@attire/contract';

// The rows a product input is stored as, for the catalogue's admin service and for the seed,
// which writes the same rows in bulk (db/seed may not import the feature modules).

/** A variant as it will be stored: money in paise, SKU and display position settled. */
export interface PlannedVariant {
  size: string | null;
  colour: string | null;
  /** Undefined when the admin gave none: an edit keeps the stored one, an insert makes one. */
  sku: string | undefined;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  image: string | null;
  position: number;
}

export const variantKey = (variant: { size: string | null; colour: string | null }) =>
  `${variant.size ?? ''}|${variant.colour ?? ''}`;

/**
 * The variants an admin's input describes, in display order (sizes in the product's order,
 * then colours in the product's order). Without `variants` it is the spec's one-variant product.
 * The contract's schema has already checked that sizes and colours are the product's own.
 */
export function planVariants(input: ProductInput): PlannedVariant[] {
  const variants = input.variants ?? [
    { size: null, colour: null, totalStock: input.totalStock ?? 0 },
  ];
  const rank = (variant: { size: string | null; colour: string | null }) =>
    (variant.size ? input.sizes.indexOf(variant.size) : 0) * 100 +
    (variant.colour ? (input.colours as readonly string[]).indexOf(variant.colour) : 0);
  return variants
    .map((variant) => ({
      size: variant.size,
      colour: variant.colour,
      sku: 'sku' in variant ? variant.sku : undefined,
      pricePaise: toPaise(
        'price' in variant && variant.price !== undefined ? variant.price : input.price,
      ),
      salePricePaise: toPaise(
        'salePrice' in variant && variant.salePrice !== undefined
          ? variant.salePrice
          : input.salePrice,
      ),
      totalStock: variant.totalStock,
      image: ('image' in variant ? variant.image : null) ?? null,
      position: rank(variant),
    }))
    .sort((a, b) => a.position - b.position);
}

const unitPaise = (variant: PlannedVariant) =>
  variant.salePricePaise > 0 ? variant.salePricePaise : variant.pricePaise;

/** The product's own price and sale price: its cheapest variant's, which the listing shows. */
export function cheapestPrices(variants: PlannedVariant[]) {
  const cheapest = variants.reduce((best, variant) =>
    unitPaise(variant) < unitPaise(best) ? variant : best,
  );
  return { pricePaise: cheapest.pricePaise, salePricePaise: cheapest.salePricePaise };
}

/**
 * A SKU for a variant the admin left without one: the start of the product's (random) id, then
 * the size and colour, e.g. `AT-3F2A9C1B7D0E-M-NAVY`. Twelve hex digits keep a clash unlikely
 * (about one in four million at a million products); the unique index refuses one if it happens.
 */
export function makeSku(productId: string, variant: PlannedVariant): string {
  const productCode = productId.replace(/-/g, '').slice(0, 12);
  const parts = [productCode, variant.size?.replace(/\s+/g, ''), variant.colour]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.toUpperCase());
  return `AT-${parts.join('-')}`;
}

/** The product's own columns from an admin's input; its prices are its cheapest variant's. */
export function productValues(input: ProductInput, variants: PlannedVariant[]) {
  const images = input.images ?? [input.image];
  return {
    image: images[0]!,
    images,
    sizes: input.sizes,
    colours: input.colours,
    title: input.title,
    description: input.description,
    category: input.category,
    brand: input.brand,
    taxClass: input.taxClass ?? CATEGORY_TAX[input.category].taxClass,
    hsn: input.hsn ?? CATEGORY_TAX[input.category].hsn,
    ...cheapestPrices(variants),
  };
}

/** A variant's row; a variant the admin left without a SKU gets one made for it. */
export const variantValues = (productId: string, variant: PlannedVariant) => ({
  productId,
  sku: variant.sku ?? makeSku(productId, variant),
  size: variant.size,
  colour: variant.colour,
  pricePaise: variant.pricePaise,
  salePricePaise: variant.salePricePaise,
  totalStock: variant.totalStock,
  image: variant.image,
  position: variant.position,
});
