import { sql, type SQL } from 'drizzle-orm';
import {
  toRupees,
  type BrandId,
  type CategoryId,
  type ColourId,
  type Product,
  type TaxClass,
  type Variant,
} from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedRows, rowsOf } from '../../db/prepared.js';

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
  taxClass: string;
  hsn: string;
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

/**
 * One product whole, as the details and the back office show it, in rupees (the listing and
 * the search show summaries: product-summary-view.ts).
 */
export function toProduct(row: ProductRow, variants: VariantRow[]): Product {
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    // The table's check constraints hold these to the contract's ids.
    category: row.category as CategoryId,
    brand: row.brand as BrandId,
    taxClass: row.taxClass as TaxClass,
    hsn: row.hsn,
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

/** A product row as readProducts selects it, its variants gathered by the database. */
interface ProductWithVariantsRow extends ProductRow {
  variants: VariantRow[];
}

/**
 * Products (those `where` picks, in `orderBy`'s order, at most `limit`), each with its variants
 * in display order, as replies: one statement, whose rows the driver hands over as they are.
 * Reading the variants in the same statement saves a round trip per reply, and selecting raw
 * columns rather than through the query builder saves mapping every column of every row, which
 * together were a fifth of the CPU time of a listing. Arrays come as JSON, which the driver
 * parses natively, not as PostgreSQL array text, which it parses in JavaScript.
 */
export async function readProducts(
  db: DbOrTx,
  /**
   * The prepared statement's name (db/prepared.ts): one per caller, whose SQL never varies. Null
   * for a statement planned afresh for each call's values, where the best plan depends on them.
   */
  statement: string | null,
  where: SQL,
  {
    from = sql`products p`,
    orderBy = sql`p.id`,
    limit,
    offset = 0,
    image = sql`p.image`,
  }: {
    from?: SQL;
    orderBy?: SQL;
    limit?: number;
    offset?: number;
    /** The picture a reply leads with: the product's own unless a listing chose another. */
    image?: SQL;
  } = {},
): Promise<Product[]> {
  const query = sql`
    select p.id, ${image} as image, to_json(p.images) as images, to_json(p.sizes) as sizes,
      to_json(p.colours) as colours, p.title, p.description, p.category,
      p.brand, p.tax_class as "taxClass", p.hsn, p.price_paise as "pricePaise", p.sale_price_paise as "salePricePaise",
      p.rating_total as "ratingTotal", p.review_count as "reviewCount",
      coalesce((
        select json_agg(json_build_object(
            'id', v.id, 'productId', v.product_id, 'sku', v.sku, 'size', v.size,
            'colour', v.colour, 'pricePaise', v.price_paise,
            'salePricePaise', v.sale_price_paise, 'totalStock', v.total_stock, 'image', v.image
          ) order by v.position, v.id)
        from product_variants v where v.product_id = p.id
      ), '[]'::json) as variants
    from ${from}
    where ${where}
    order by ${orderBy}
    ${limit === undefined ? sql`` : sql`limit ${limit} offset ${offset}`}`;
  const rows =
    statement === null
      ? await rowsOf<ProductWithVariantsRow>(db, query)
      : await preparedRows<ProductWithVariantsRow>(db, `products:${statement}`, query);
  return rows.map((row) => toProduct(row, row.variants));
}
