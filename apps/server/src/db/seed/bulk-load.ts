import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** Both drivers answer `{ rows }`; the shared Db type does not say so. */
async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs `load` with the secondary indexes and unique constraints of `tables` dropped, then
 * builds them again from their own definitions, whatever the migrations made them. Building an
 * index from sorted rows once is much cheaper than updating it row by row: a third off a
 * 100,000-product load. Meant for a transaction (the drops are undone with it); it holds the
 * tables locked against readers until then. Primary keys and constraints that a foreign key
 * relies on stay.
 */
export async function withIndexesRebuilt(
  tx: Tx,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const tableList = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const constraints = await rowsOf<{ owner: string; name: string; definition: string }>(
    tx,
    sql`select c.conrelid::regclass::text as owner, quote_ident(c.conname) as name,
               pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        where c.conrelid in (${tableList}) and c.contype = 'u'
          and not exists (
            select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)`,
  );
  const indexes = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        where i.indrelid in (${tableList})
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { owner, name } of constraints) {
    await tx.execute(sql.raw(`alter table ${owner} drop constraint ${name}`));
  }
  for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${name}`));
  await load();
  for (const { owner, name, definition } of constraints) {
    await tx.execute(sql.raw(`alter table ${owner} add constraint ${name} ${definition}`));
  }
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
}
