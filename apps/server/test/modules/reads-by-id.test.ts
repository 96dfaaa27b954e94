import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { readsById } from '../../src/modules/catalog/reads-by-id.js';

// Issue 26: the listings asked for at one moment share the read of their summaries.
describe('reads by id', () => {
  it('reads the ids asked for together in one call, each once, and answers each caller its own', async () => {
    const calls: string[][] = [];
    const read = readsById(async (_db, ids) => {
      calls.push(ids);
      return ids.filter((id) => id !== 'gone').map((id) => ({ id, title: `Product ${id}` }));
    });
    const db = {} as Db;
    const pageOne = Promise.all(['a', 'b', 'gone'].map((id) => read(db, id)));
    const pageTwo = Promise.all(['b', 'c'].map((id) => read(db, id)));

    expect(await pageOne).toEqual([
      { id: 'a', title: 'Product a' },
      { id: 'b', title: 'Product b' },
      undefined,
    ]);
    expect((await pageTwo).map((row) => row?.id)).toEqual(['b', 'c']);
    expect(calls).toEqual([['a', 'b', 'gone', 'c']]);

    // Nothing is kept: a later request is read again.
    expect(await read(db, 'a')).toEqual({ id: 'a', title: 'Product a' });
    expect(calls).toHaveLength(2);
  });

  it('keeps the reads of each database apart', async () => {
    const asked: { db: Db; ids: string[] }[] = [];
    const read = readsById(async (db, ids) => {
      asked.push({ db, ids });
      return ids.map((id) => ({ id }));
    });
    const one = {} as Db;
    const other = {} as Db;
    await Promise.all([read(one, 'a'), read(other, 'b')]);
    expect(asked).toEqual([
      { db: one, ids: ['a'] },
      { db: other, ids: ['b'] },
    ]);
  });
});
