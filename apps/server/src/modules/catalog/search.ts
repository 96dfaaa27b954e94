import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, type Product } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { readProducts } from './product-view.js';

/** Makes a keyword match itself only: `%`, `_` and the escape character lose their meaning. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// Within a group the shorter title is the closer match ("Tee" before "Graphic Tee Pack"), then
// titles in byte order. products_search_rank_idx holds this order (migration 0006).
const RANK = ['title_length', 'title_key', 'id'];
const rankOf = (table: string) => sql.raw(RANK.map((column) => `${table}.${column}`).join(', '));

/**
 * Products whose title, description, category or brand contain the keyword, ignoring case:
 * titles that start with the keyword first, then titles that contain it, then the rest, each
 * group in RANK order.
 *
 * Each group's first page is a limited query of its own, which the database answers the
 * cheaper way for the keyword: a broad one ("cotton", a fifth of the catalogue) walks the rank
 * index, whose entries carry the title and the search text, until the page is full; a rare one
 * reads its few matches from a trigram index and sorts them. One query sorting every match cost
 * 66 ms for "cotton" at 100,000 products; this costs about 5 ms at 1,000 and at 100,000. So the
 * statement is planned for each keyword, not prepared once.
 *
 * A group's query does not leave out the earlier groups' products (a title that starts with
 * the keyword also contains it); the page counts each product in its first group. Leaving them
 * out would pair two conditions whose overlap the planner cannot estimate, and a keyword found
 * only in titles then sent the last query through the whole index. Nothing is lost: when the
 * earlier groups do not fill the page, their products are all on it, and a later query's page
 * holds no more of them than that, so the rest of that page is its own group's first products.
 * The page is cut before the products are read, so only its own products' variants are built.
 */
export async function searchProducts(db: Db, keyword: string): Promise<Product[]> {
  const pattern = sql`lower(${escapeLike(keyword)})`;
  const startsWith = sql`${pattern} || '%'`;
  const contains = sql`'%' || ${pattern} || '%'`;
  const limit = LIMITS.searchMaxResults;
  const group = (number: number, where: SQL) =>
    sql`(select ${sql.raw(String(number))} as "group", ${rankOf('p')} from products p
      where ${where} order by ${rankOf('p')} limit ${limit})`;
  const groups = sql.join(
    [
      group(0, sql`p.title_key like ${startsWith}`),
      group(1, sql`p.title_key like ${contains}`),
      group(2, sql`p.search_text like ${contains}`),
    ],
    sql` union all `,
  );
  const page = sql`select min(matches."group") as "group", ${rankOf('matches')}
    from (${groups}) matches group by ${rankOf('matches')}
    order by 1, ${rankOf('matches')} limit ${limit}`;
  return readProducts(db, null, sql`true`, {
    from: sql`(${page}) found join products p on p.id = found.id`,
    orderBy: sql`found."group", ${rankOf('found')}`,
  });
}
