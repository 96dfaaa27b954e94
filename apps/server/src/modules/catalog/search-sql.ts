import { sql, type SQL } from 'drizzle-orm';

// Within a group of matches the shorter title is the closer match ("Tee" before "Graphic Tee
// Pack"), then titles in byte order. products_search_rank_idx holds this order (migration 0006).
const RANK = ['title_length', 'title_key', 'id'];

/** The search's order within a group of matches, on the columns of `table`. */
export const rankOf = (table: string) =>
  sql.raw(RANK.map((column) => `${table}.${column}`).join(', '));

/**
 * Whether the product `p` can be bought: one of its sizes and colours has a unit in stock (its
 * `totalStock` is above 0). A subquery per candidate, on the variants' (product, size, colour)
 * index, so that a page walks only as many products as it needs.
 */
export const IN_STOCK = sql`exists (select from product_variants v
  where v.product_id = p.id and v.total_stock > 0)`;

/** Makes a keyword match itself only: `%`, `_` and the escape character lose their meaning. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Whether `column` (lower-case text) contains `text` as it is, ignoring case. */
export const containsText = (column: SQL, text: string) =>
  sql`${column} like '%' || lower(${escapeLike(text)}) || '%'`;

// A regular expression's special characters; any other character matches itself.
const SPECIAL = /[\\^$.|?*+()[\]{}]/g;

/** Makes text match itself only in a regular expression (PostgreSQL's). */
export const escapeRegExp = (text: string) =>
  text.replace(SPECIAL, (character) => `\\${character}`);
