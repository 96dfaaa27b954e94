import { asc, inArray } from 'drizzle-orm';
import {
  toRupees,
  type BrandId,
  type CategoryId,
  type ColourId,
  type Product,
  type Variant,
} from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/index.js';

/** The columns a product reply needs; the generated search text stays in the database. */
export const productColumns = {
  id: products.id,
  image: products.image,
  images: products.images,
  sizes: products.sizes,
  colours: products.colours,
  title: products.title,
  description: products.description,
  category: products.category,
  brand: products.brand,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  ratingTotal: products.ratingTotal,
  reviewCount: products.reviewCount,
};

export const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  size: productVariants.size,
  colour: productVariants.colour,
  pricePaise: productVariants.pricePaise,
  salePricePaise: productVariants.salePricePaise,
  totalStock: productVariants.totalStock,
  image: productVariants.image,
};

export interface ProductRow {
  id: string;
  image: string;
  images: string[];
  sizes: string[];
  colours: string[];
  title: string;
  description: string;
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  ratingTotal: number;
  reviewCount: number;
}

export interface VariantRow {
  id: string;
  productId: string;
  sku: string;
  size: string | null;
  colour: string | null;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  image: string | null;
}

/** The average of a product's reviews to one decimal, 0 when it has none. */
export function averageRating(ratingTotal: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((ratingTotal * 10) / reviewCount) / 10 : 0;
}

export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    // The table's check constraint holds colours to the palette.
    colour: row.colour as ColourId | null,
    price: toRupees(row.pricePaise),
    salePrice: toRupees(row.salePricePaise),
    totalStock: row.totalStock,
    image: row.image,
  };
}

/** One product as every catalogue reply shows it, in rupees (admin and shop alike). */
export function toProduct(row: ProductRow, variants: VariantRow[]): Product {
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    // The table's check constraints hold these to the contract's ids.
    category: row.category as CategoryId,
    brand: row.brand as BrandId,
    price: toRupees(row.pricePaise),
    salePrice: toRupees(row.salePricePaise),
    totalStock: variants.reduce((sum, variant) => sum + variant.totalStock, 0),
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    images: row.images,
    sizes: row.sizes,
    colours: row.colours as ColourId[],
    variants: variants.map(toVariant),
  };
}

/** Replies for product rows, each with its variants (one query for the lot), in their order. */
export async function withVariants(db: DbOrTx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select(variantColumns)
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map<string, VariantRow[]>();
  for (const variant of variants) {
    const group = byProduct.get(variant.productId);
    if (group) group.push(variant);
    else byProduct.set(variant.productId, [variant]);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? []));
}
