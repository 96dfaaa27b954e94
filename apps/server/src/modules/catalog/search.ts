import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, type ProductSummary } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/prepared.js';
import { readSummaries } from './product-summary-view.js';
import { singularCandidates, singularMatch } from './search-singular.js';
import { IN_STOCK, containsText, escapeLike, rankOf } from './search-sql.js';
import { knownWords, similarMatch } from './search-words.js';

export interface SearchResult {
  /** The first page of matches, at most LIMITS.searchMaxResults, as summaries. */
  products: ProductSummary[];
  /** How many products match in all. */
  total: number;
}

/** What products may match, best first, and a condition that every one of them meets. */
interface Groups {
  groups: SQL[];
  any: SQL;
}

/**
 * The contract's literal match, best first: titles that start with the keyword, titles that
 * contain it, then title, description, category or brand (`search_text`, which starts with the
 * title, so it holds every match). Then, when the keyword has plural words whose singular the
 * catalogue uses (`singulars`), the keyword with them in the singular as whole words
 * (search-singular.ts: "caps" finds "Baseball Cap"), in a title, then anywhere; the parts of
 * the keyword it must contain as they are are tried first, a cheap LIKE that a trigram index
 * serves, before the regular expression.
 */
function literalGroups(keyword: string, singulars: ReadonlySet<string>): Groups {
  const title = sql`p.title_key`;
  const text = sql`p.search_text`;
  const groups = [
    sql`${title} like lower(${escapeLike(keyword)}) || '%'`,
    containsText(title, keyword),
    containsText(text, keyword),
  ];
  const singular = singularMatch(keyword, singulars);
  if (singular === null) return { groups, any: groups[2]! };
  const matches = (column: SQL) =>
    sql.join(
      [
        ...singular.contains.map((part) => containsText(column, part)),
        sql`${column} ~ lower(${singular.pattern})`,
      ],
      sql` and `,
    );
  groups.push(matches(title), matches(text));
  return { groups, any: sql`(${groups[2]} or ${groups[4]})` };
}

/**
 * The first `limit` products that one of `groups` matches and that meet `stock`, each in its
 * first group, in group then RANK order.
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
 * The page is cut before the products are read, so only its own products' variants are counted.
 */
function readPage(db: Db, groups: SQL[], stock: SQL, limit: number): Promise<ProductSummary[]> {
  const union = sql.join(
    groups.map(
      (where, number) =>
        sql`(select ${sql.raw(String(number))} as "group", ${rankOf('p')} from products p
          where ${where} and ${stock} order by ${rankOf('p')} limit ${limit})`,
    ),
    sql` union all `,
  );
  const page = sql`select min(matches."group") as "group", ${rankOf('matches')}
    from (${union}) matches group by ${rankOf('matches')}
    order by 1, ${rankOf('matches')} limit ${limit}`;
  return readSummaries(db, null, sql`true`, {
    from: sql`(${page}) found join products p on p.id = found.id`,
    orderBy: sql`found."group", ${rankOf('found')}`,
  });
}

/**
 * The products in stock first, then those sold out, each part in group then RANK order, and
 * how many match in all. The sold-out part is read only when the products in stock do not
 * fill the page: a broad keyword costs its in-stock page and the count (from the trigram index
 * on `search_text`), and no more than the page of products is built.
 */
async function findMatches(db: Db, { groups, any }: Groups): Promise<SearchResult> {
  const limit = LIMITS.searchMaxResults;
  const [counted, inStock] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from products p where ${any}`),
    readPage(db, groups, IN_STOCK, limit),
  ]);
  const total = counted[0]?.total ?? 0;
  const soldOut =
    inStock.length < limit && total > inStock.length
      ? await readPage(db, groups, sql`not ${IN_STOCK}`, limit - inStock.length)
      : [];
  const products = [...inStock, ...soldOut];
  // Two statements: a product added between them must not leave the count below the page.
  return { products, total: Math.max(total, products.length) };
}

/**
 * Products matching the keyword, ignoring case, and how many match. In the reply, products in
 * stock come before those sold out, each part in match order: the literal groups, then the
 * singular ones (literalGroups). "Denim Jacket" sold out comes after "Relaxed Denim Shorts" in
 * stock: a shopper can buy only the second today, and a page led by sold-out best matches hid
 * what is for sale (issue 25).
 *
 * Only a keyword that matches nothing is taken for a typo (search-words.ts): its unknown words
 * stand for the known words most like them ("jeens" finds "Jeans"), titles first. A keyword
 * found as typed is not widened: products with merely similar words would crowd it.
 */
export async function searchProducts(db: Db, keyword: string): Promise<SearchResult> {
  const singulars = await knownWords(db, singularCandidates(keyword));
  const found = await findMatches(db, literalGroups(keyword, singulars));
  if (found.total > 0) return found;
  const similar = await similarMatch(db, keyword);
  if (similar === null) return found;
  return findMatches(db, { groups: [similar.title, similar.text], any: similar.text });
}
