import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.js';
import { batchedReads } from '../../src/lib/batched-reads.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('reads asked for together', () => {
  it('go in one call while none is out, and the rest in the next, each with its own answer', async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = batchedReads(async (keys: number[]) => {
      calls.push(keys);
      if (calls.length === 1) await held;
      return keys.map((key) => key * 10);
    });
    const first = [1, 2, 3].map(read);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = [4, 5].map(read);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fail together when their call fails, and the next ones are read again', async () => {
    let fail = true;
    const read = batchedReads(async (keys: string[]) => {
      if (fail) throw new Error('database away');
      return keys;
    });
    const failed = await Promise.allSettled([read('a'), read('b')]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('c')).toBe('c');
  });
});

describe('product pages asked for at once', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
  });
  afterAll(() => t.close());

  it('answers each with its own product, fresh, and an unknown one with 404', async () => {
    const ids = await Promise.all(
      ['Batch Tee', 'Batch Cap', 'Batch Belt'].map(
        async (title) => (await insertProduct(t.db, { title })).id,
      ),
    );
    // Committed just before the pages are asked for: every page shows it.
    await t.db.update(products).set({ pricePaise: 77_700 }).where(eq(products.id, ids[1]!));
    const asked = [...ids, ids[1]!, UNKNOWN_ID, ids[0]!];
    const replies = await Promise.all(
      asked.map((id) => shopper.call('shopProducts.details', { params: { id } })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 404, 200]);
    expect(replies.map((reply) => reply.body.product?.id)).toEqual(
      asked.map((id) => (id === UNKNOWN_ID ? undefined : id)),
    );
    expect(replies.map((reply) => reply.body.product?.title)).toEqual([
      'Batch Tee',
      'Batch Cap',
      'Batch Belt',
      'Batch Cap',
      undefined,
      'Batch Tee',
    ]);
    expect(replies[1]!.body.product!.price).toBe(777);
    expect(replies[3]!.body.product!.price).toBe(777);
  });
});
