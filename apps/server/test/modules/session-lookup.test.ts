import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { createSessionLookup, revokeToken } from '../../src/lib/sessions.js';
import type { TokenClaims } from '../../src/lib/tokens.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp } from '../support/fixtures.js';

/** The database, counting the statements sent, and holding each until let go when asked to. */
function watched(db: Db) {
  let held: Promise<void> | undefined;
  const watch = {
    statements: 0,
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    db: new Proxy(db, {
      get(target, key, receiver) {
        // Without the pool in sight, prepared statements (db/prepared.ts) go through execute.
        if (key === '$client') return undefined;
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return async (query: Parameters<Db['execute']>[0]) => {
          watch.statements++;
          const result = target.execute(query);
          await held;
          return result;
        };
      },
    }),
  };
  return watch;
}

describe('looking sessions up together', () => {
  let t: TestApp;
  const claimsOf = async () => (await t.app.tokens.verify((await signUp(t.app)).token))!;
  let shoppers: TokenClaims[];

  beforeAll(async () => {
    t = await startTestApp();
    shoppers = await Promise.all([claimsOf(), claimsOf(), claimsOf()]);
  });
  afterAll(() => t.close());

  it('answers requests that arrive together with one statement, each with its own user', async () => {
    const watch = watched(t.db);
    const find = createSessionLookup(watch.db);
    const release = watch.hold();
    const together = Array.from({ length: 20 }, (_, at) => find(shoppers[at % 3]!));
    // Out of the event loop's turn: the first statement is out, so these wait for the next.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = Array.from({ length: 10 }, (_, at) => find(shoppers[at % 3]!));
    release();
    const users = await Promise.all([...together, ...later]);
    expect(watch.statements).toBe(2);
    users.forEach((user, at) => {
      const claims = shoppers[(at < 20 ? at : at - 20) % 3]!;
      expect(user).toMatchObject({ id: claims.userId, tokenId: claims.tokenId });
    });
  });

  it('sees a logout committed while an earlier statement was out', async () => {
    const claims = await claimsOf();
    const watch = watched(t.db);
    const find = createSessionLookup(watch.db);
    const release = watch.hold();
    const earlier = find(claims);
    await revokeToken(t.db, claims.tokenId, claims.expiresAt);
    const next = find(claims);
    release();
    // The earlier statement may or may not have seen it; the next request must.
    await earlier;
    expect(await next).toBeNull();
  });

  it('refuses a token of an older session generation, or of an account that is gone', async () => {
    const find = createSessionLookup(t.db);
    const [changed, deleted] = [await claimsOf(), await claimsOf()];
    await t.db.execute(
      sql`update users set session_generation = session_generation + 1 where id = ${changed.userId}`,
    );
    await t.db.execute(sql`delete from users where id = ${deleted.userId}`);
    expect(await Promise.all([find(changed), find(deleted), find(shoppers[0]!)])).toEqual([
      null,
      null,
      expect.objectContaining({ id: shoppers[0]!.userId }),
    ]);
  });

  it('fails the requests whose statement failed, and answers the next ones', async () => {
    const watch = watched(t.db);
    let fail = true;
    const failing = new Proxy(watch.db, {
      get(target, key, receiver) {
        if (key !== 'execute' || !fail) return Reflect.get(target, key, receiver);
        return async () => {
          fail = false;
          throw new Error('connection lost');
        };
      },
    });
    const find = createSessionLookup(failing);
    await expect(find(shoppers[1]!)).rejects.toThrow('connection lost');
    expect(await find(shoppers[1]!)).toMatchObject({ id: shoppers[1]!.userId });
  });
});
