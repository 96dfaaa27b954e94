import { type SQL, sql } from 'drizzle-orm';

/** `column in ('a', 'b')` for a check constraint, from the contract's fixed list of values. */
export const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`;
