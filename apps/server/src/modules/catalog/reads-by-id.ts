import type { Db } from '../../db/client.js';
import { batchedReads } from '../../lib/batched-reads.js';

/**
 * Reads of catalogue rows by id that the requests of one moment share: per database, the ids
 * asked for together go out in one statement (lib/batched-reads), each read still answered by
 * a statement sent after it was asked for, so nothing is kept between requests. Under load a
 * page of 24 summaries or a product page then costs a share of one round trip, not one each.
 */
export function readsById<Row extends { id: string }>(
  readMany: (db: Db, ids: string[]) => Promise<Row[]>,
): (db: Db, id: string) => Promise<Row | undefined> {
  const readers = new WeakMap<Db, (id: string) => Promise<Row | undefined>>();
  return (db, id) => {
    let read = readers.get(db);
    if (!read) {
      read = batchedReads(async (ids: string[]) => {
        const byId = new Map((await readMany(db, [...new Set(ids)])).map((row) => [row.id, row]));
        return ids.map((wanted) => byId.get(wanted));
      });
      readers.set(db, read);
    }
    return read(id);
  };
}
