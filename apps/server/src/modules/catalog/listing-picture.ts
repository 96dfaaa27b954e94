import { sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@attire/contract';
import { priceRangePaise } from './listing-query.js';

/**
 * The picture a listing filtered by colour shows of each product, as SQL over `products p`; none
 * (the product's own picture) without a colour filter.
 *
 * A shopper who asked for black must not see a navy tile. So the colour is the first, in the
 * product's own order of colours, that a variant matching the filters (colour, size, stock and
 * price together, as the listing matched it) comes in; the picture is that colour's, from its
 * first variant with one (in display order). A colour without a picture of its own leaves the
 * product's picture. Chosen here, while the page is read, so the reply stays as lean as ever.
 *
 * The SQL reads the same for every query (the values are parameters), so the statement that
 * reads the page can be prepared once.
 */
export function listingPictureSql(query: ProductListQuery): SQL | undefined {
  if (query.colour.length === 0) return undefined;
  const { min, max } = priceRangePaise(query);
  const matchingColour = sql`(
    select m.colour from product_variants m
    where m.product_id = p.id
      and m.colour = any(${sql.param(query.colour)}::text[])
      and (cardinality(${sql.param(query.size)}::text[]) = 0
           or m.size = any(${sql.param(query.size)}::text[]))
      and (not ${query.inStock}::boolean or m.total_stock > 0)
      and m.unit_price_paise between ${min}::int and ${max}::int
    order by array_position(p.colours, m.colour), m.position, m.id
    limit 1)`;
  return sql`coalesce((
    select pic.image from product_variants pic
    where pic.product_id = p.id and pic.image is not null and pic.colour = ${matchingColour}
    order by pic.position, pic.id
    limit 1), p.image)`;
}
