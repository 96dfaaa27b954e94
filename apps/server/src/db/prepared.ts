import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client.js';

/**
 * The rows of `query`, run on PostgreSQL as the prepared statement `name`: each connection
 * parses and plans it once and then only executes it, as a hot query deserves (planning the
 * catalogue's reads cost about as much as running them). `query` must read the same for every
 * call under one name: a list of values goes in as one array parameter (`= any(...)`), not as
 * a list of parameters. On PGlite, in this process with no round trip, and inside a
 * transaction (whose connection the pool does not lend), the statement runs as it is.
 */
export async function preparedRows<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { dialect } = db as unknown as { dialect: PgDialect };
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query({ name, text, values: params })).rows as T[];
  }
  return rowsOf<T>(db, query);
}

/**
 * The rows of `query`, unprepared: planned afresh for its values, for a statement whose best
 * plan depends on them.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
