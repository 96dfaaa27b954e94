import { sql } from 'drizzle-orm';
import { LIMITS, type Product } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { readProducts } from './product-view.js';

/** Makes a keyword match itself only: `%`, `_` and the escape character lose their meaning. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Products whose title, description, category or brand contain the keyword, ignoring case.
 * The match is written against the lower-cased generated column so that its trigram index
 * answers it; titles that start with the keyword come first, then titles that contain it,
 * then the rest.
 */
export async function searchProducts(db: Db, keyword: string): Promise<Product[]> {
  return readProducts(
    db,
    'search',
    sql`p.search_text like '%' || lower(${escapeLike(keyword)}) || '%'`,
    {
      orderBy: sql.join(
        [
          // strpos takes the keyword literally and lowers the title once per row, not twice.
          sql`case strpos(lower(p.title), lower(${keyword})) when 1 then 0 when 0 then 2 else 1 end`,
          // Within a group the shorter title is the closer match ("Tee" before "Graphic Tee
          // Pack"). Cheap per row, unlike pg_trgm's similarity(), which cost most of a broad
          // search's time.
          sql`length(p.title)`,
          sql`lower(p.title) collate "C"`,
          sql`p.id`,
        ],
        sql`, `,
      ),
      limit: LIMITS.searchMaxResults,
    },
  );
}
