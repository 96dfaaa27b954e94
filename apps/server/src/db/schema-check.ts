import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import * as schema from './schema/index.js';

/** Every table the code expects, read from the schema so that a new table is checked too. */
const TABLE_NAMES: string[] = [];
for (const value of Object.values(schema)) {
  if (is(value, PgTable)) TABLE_NAMES.push(getTableName(value));
}

/**
 * Answers when the database answers and still holds every table of the schema: a database
 * that lost its tables (a wrong restore, a dropped schema) would fail every real request.
 * The catalogue query reads no rows of the tables, so it stays cheap on a large shop.
 */
export async function checkSchema(db: Db): Promise<void> {
  // Both drivers answer `{ rows }`; the shared Db type does not say so.
  const result = (await db.execute(sql`
    select string_agg(expected, ', ') as missing
    from unnest(array[${sql.join(
      TABLE_NAMES.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]) as expected
    where to_regclass(quote_ident(expected)) is null`)) as { rows: { missing: string | null }[] };
  const missing = result.rows[0]?.missing;
  if (missing) throw new Error(`The database is missing tables: ${missing}`);
}
