import { sql, type SQL } from 'drizzle-orm';
import {
  toRupees,
  type BrandId,
  type CategoryId,
  type ColourId,
  type ProductSummary,
} from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { preparedRows, rowsOf } from '../../db/prepared.js';
import { averageRating } from './product-view.js';

interface SummaryRow {
  id: string;
  title: string;
  image: string;
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  ratingTotal: number;
  reviewCount: number;
  sizes: string[];
  colours: string[];
  variantCount: number;
  /** Null unless the product has exactly one variant. */
  variantId: string | null;
}

/** One product as the listing and the search show it (the contract's summary), in rupees. */
function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    // The table's check constraints hold these to the contract's ids.
    category: row.category as CategoryId,
    brand: row.brand as BrandId,
    price: toRupees(row.pricePaise),
    salePrice: toRupees(row.salePricePaise),
    totalStock: row.totalStock,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    sizes: row.sizes,
    colours: row.colours as ColourId[],
    variantCount: row.variantCount,
    ...(row.variantId !== null && { variantId: row.variantId }),
  };
}

/**
 * Summaries of products (those `where` picks, in `orderBy`'s order), read fresh in one
 * statement. Of the variants only what a tile needs is read: their number, their stock summed
 * and the id of an only one, one aggregate per product over the variants' (product, size,
 * colour) index; the price and sale price are the product's columns, which the catalogue
 * service keeps as those of its cheapest variant. Building every variant and picture as JSON
 * for a page that shows none of them was most of a listing's bytes and much of its time.
 */
export async function readSummaries(
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
    image = sql`p.image`,
  }: {
    from?: SQL;
    orderBy?: SQL;
    /** The picture a tile leads with: the product's own unless a listing chose another. */
    image?: SQL;
  } = {},
): Promise<ProductSummary[]> {
  // An only variant's id is the first (and only) of the aggregated ids: uuid has no min().
  const query = sql`
    select p.id, p.title, ${image} as image, p.category, p.brand,
      p.price_paise as "pricePaise", p.sale_price_paise as "salePricePaise",
      v."totalStock", p.rating_total as "ratingTotal", p.review_count as "reviewCount",
      to_json(p.sizes) as sizes, to_json(p.colours) as colours,
      v."variantCount", v."variantId"
    from ${from}
    cross join lateral (
      select coalesce(sum(pv.total_stock), 0)::int as "totalStock",
        count(*)::int as "variantCount",
        case when count(*) = 1 then (array_agg(pv.id))[1] end as "variantId"
      from product_variants pv where pv.product_id = p.id
    ) v
    where ${where}
    order by ${orderBy}`;
  const rows =
    statement === null
      ? await rowsOf<SummaryRow>(db, query)
      : await preparedRows<SummaryRow>(db, `summaries:${statement}`, query);
  return rows.map(toSummary);
}
