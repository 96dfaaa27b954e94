import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { appOnDatabase } from '../support/outages.js';
import { insertProduct, sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 7, finding 4: every request's cost is bounded, whatever a stranger sends.
describe('requests whose database cost is bounded', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  /** Another shopper at the same address (every test request comes from one). */
  let neighbour: ReturnType<typeof api>;
  let admin: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_LISTINGS_IN_FLIGHT_PER_ACCOUNT: '2' } });
    shopper = api(t.app, (await signUp(t.app)).token);
    neighbour = api(t.app, (await signUp(t.app)).token);
    admin = api(t.app, (await signInAdmin(t.app)).token);
    await insertProduct(t.db, { title: 'Quilted Vest' });
  });
  afterAll(() => t.close());

  it.each(['a', ' ab ', '%%'])(
    'refuses the keyword %j, too short for the trigram index, with a field error',
    async (keyword) => {
      const response = await shopper.call('shopProducts.search', { params: { keyword } });
      expect(response.status).toBe(400);
      expect(response.error).toEqual({
        success: false,
        message: MESSAGES.validationError,
        errors: { keyword: [`Enter at least ${LIMITS.searchMinLength} characters to search`] },
      });
    },
  );

  it('still searches with a keyword of 3 characters', async () => {
    const response = await shopper.call('shopProducts.search', { params: { keyword: 'ves' } });
    expect(response.status).toBe(200);
    expect(response.body.products.map((product) => product.title)).toEqual(['Quilted Vest']);
  });

  it(`refuses a shop listing page deeper than ${LIMITS.listingMaxRows} products`, async () => {
    const deepest = { page: LIMITS.listingMaxRows / 100, limit: 100 };
    expect((await shopper.call('shopProducts.list', { query: deepest })).status).toBe(200);

    const response = await shopper.call('shopProducts.list', {
      query: { sortBy: 'title-ztoa', page: deepest.page + 1, limit: 100 },
    });
    expect(response.status).toBe(400);
    expect(response.error.message).toBe(MESSAGES.validationError);
    expect(response.error.errors?.page?.[0]).toMatch(/at most 10,000 products/);
  });

  it('lets the back office page through its whole catalogue and order book', async () => {
    // fetch-admin-products.ts reads pages of LIMITS.pageSizeMax until `total`.
    const deep = {
      page: LIMITS.listingMaxRows / LIMITS.pageSizeMax + 5,
      limit: LIMITS.pageSizeMax,
    };
    const listed = await admin.call('adminProducts.list', { query: deep });
    expect(listed.status).toBe(200);
    expect(listed.body.products).toEqual([]);
    expect((await admin.call('adminOrders.list', { query: deep })).status).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'refuses an account that runs too many searches at once with 429 and Retry-After, not its neighbours (PostgreSQL)',
    async () => {
      // Another connection locks the products table: the searches that got a slot wait on it,
      // so the slots stay taken for as long as the test needs (PGlite runs one query at a time,
      // so there requests never overlap; see "in-flight limit" below for the limit itself).
      const locker = new pg.Client({ connectionString: t.config.databaseUrl });
      // Watches from outside the locker's transaction, which sees pg_stat_activity frozen.
      const observer = new pg.Client({ connectionString: t.config.databaseUrl });
      await locker.connect();
      await observer.connect();
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const searchAs = (caller: ReturnType<typeof api>) =>
        caller.call('shopProducts.search', { params: { keyword: 'vest' } });
      const search = () => searchAs(shopper);
      try {
        // The neighbour's search is let through: the allowance is the account's, not the address's.
        const held = [search(), search(), searchAs(neighbour)];
        await waitFor(async () => (await lockWaiters(observer)) >= 3);
        const refused = await search();
        expect(refused.status).toBe(429);
        expect(refused.error).toEqual({ success: false, message: MESSAGES.tooManyAtOnce });
        expect(refused.headers['retry-after']).toBe('1');
        const listing = await shopper.call('shopProducts.list', { query: {} });
        expect(listing.status).toBe(429);
        await locker.query('rollback');
        for (const response of await Promise.all(held)) expect(response.status).toBe(200);
        // The slots come back as the searches end.
        expect((await search()).status).toBe(200);
      } finally {
        await locker.query('rollback');
        await locker.end();
        await observer.end();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'ends a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS with a 503 (PostgreSQL)',
    async () => {
      const product = await insertProduct(t.db);
      const quick = await appOnDatabase(t, t.config.databaseUrl, 300);
      // A second connection holds the product's row, so the edit waits on its lock.
      const locker = new pg.Client({ connectionString: t.config.databaseUrl });
      await locker.connect();
      await locker.query('begin');
      await locker.query('select 1 from products where id = $1 for update', [product.id]);
      try {
        const { token } = await signInAdmin(quick);
        const started = Date.now();
        const response = await api(quick, token).call('adminProducts.edit', {
          params: { id: product.id },
          body: sampleProduct(),
        });
        expect(response.status).toBe(503);
        expect(response.error).toEqual({ success: false, message: MESSAGES.databaseUnavailable });
        expect(response.headers['retry-after']).toBeDefined();
        expect(Date.now() - started).toBeLessThan(3_000);
      } finally {
        await locker.query('rollback');
        await locker.end();
        await quick.close();
      }
    },
  );
});

/** How many queries of the database wait on a lock. */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.waiting ?? 0;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
