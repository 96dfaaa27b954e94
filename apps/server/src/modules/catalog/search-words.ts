import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/prepared.js';
import { containsText } from './search-sql.js';

/**
 * How alike a known word must be to a typed one: pg_trgm's similarity, the share of the two
 * words' trigrams they have in common. One wrong, missing or extra letter in a word of 5
 * letters or more stays at or above it ("jeens" and "jeans" share 3 of their 9 trigrams, 0.33;
 * "sneekers" and "sneakers" 0.5), while words that only start alike fall below ("jeens" and
 * "jersey" 0.18, "velvet" and "vest" 0.2). pg_trgm's `%` operator has the same threshold by
 * default (pg_trgm.similarity_threshold) and lets the index find the candidates.
 */
export const SIMILARITY = 0.3;
/** The most alike known words a typed word may stand for. */
const CORRECTIONS_PER_WORD = 3;
/** Shorter words have too few trigrams for one typo to leave them alike. */
const CORRECTED_LENGTH = 4;

/** Which of `words` (lower case) some product's search text holds as a word. */
export async function knownWords(db: DbOrTx, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await rowsOf<{ word: string }>(
    db,
    sql`select word from search_words where word = any(${sql.param(words)}::text[])`,
  );
  return new Set(rows.map((row) => row.word));
}

/** The typo tier's conditions: on a product's title, then on its whole search text. */
export interface SimilarMatch {
  title: SQL;
  text: SQL;
}

/**
 * For a keyword that matches nothing: each of its words (split at spaces) found as it is or,
 * for a word of 4 or more Latin letters that is in no title, category or brand, as one of the
 * title words most like it (search_words, migration 0012), which is then matched as the
 * literal search matches a keyword: "blue jeens" finds "Blue Slim Jeans" and "Jeans, Blue",
 * as "blue" and "jeans" would. The words may come in any order. Null when no word has a title
 * word like it: then nothing is offered ("zzzz").
 */
export async function similarMatch(db: DbOrTx, keyword: string): Promise<SimilarMatch | null> {
  const words = keyword.split(/\s+/).filter(Boolean);
  const typed = [...new Set(words.map((word) => word.toLowerCase()))].filter((word) =>
    new RegExp(`^[a-z]{${CORRECTED_LENGTH},}$`).test(word),
  );
  if (typed.length === 0) return null;
  const rows = await rowsOf<{ typed: string; known: string[] }>(
    db,
    sql`select typed, array(
        select s.word from search_words s
        where s.in_title and s.word % typed and similarity(s.word, typed) >= ${SIMILARITY}
        order by similarity(s.word, typed) desc, s.word
        limit ${CORRECTIONS_PER_WORD}) as known
      from unnest(${sql.param(typed)}::text[]) as typed`,
  );
  // A word in some title is no typo (another word of the keyword is what matched nothing).
  const corrections = new Map(
    rows
      .filter((row) => row.known.length > 0 && !row.known.includes(row.typed))
      .map((row) => [row.typed, row.known]),
  );
  if (corrections.size === 0) return null;
  const matchAll = (column: SQL) =>
    sql.join(
      words.map((word) => {
        const forms = [word, ...(corrections.get(word.toLowerCase()) ?? [])];
        const any = sql.join(
          forms.map((form) => containsText(column, form)),
          sql` or `,
        );
        return forms.length > 1 ? sql`(${any})` : any;
      }),
      sql` and `,
    );
  return { title: matchAll(sql`p.title_key`), text: matchAll(sql`p.search_text`) };
}
