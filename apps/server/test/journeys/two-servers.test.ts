import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import type { FastifyInstance } from 'fastify';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 12: what each server process keeps to answer fast (verified tokens, the listing index)
// must not hide a change made through another: a logout, a role change, a price or stock
// change is seen by the very next request on every process. Two apps, each with its own
// connections, on one PostgreSQL database (PGlite is one process's own).
describe.skipIf(!process.env.DATABASE_URL)('two servers on one database', () => {
  let one: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    one = await startTestApp();
    const database = openDatabase({ databaseUrl: one.config.databaseUrl, pgliteDir: 'memory://' });
    other = await buildApp(one.config, { database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await one.close();
  });

  it('refuses a session on the other server once it is logged out on one', async () => {
    const { token } = await signUp(one.app);
    // Both have seen (and kept) the token as good.
    expect((await api(other, token).call('auth.checkAuth', {})).status).toBe(200);
    expect((await api(one.app, token).call('auth.checkAuth', {})).status).toBe(200);
    expect((await api(one.app, token).call('auth.logout', {})).status).toBe(200);
    expect((await api(other, token).call('auth.checkAuth', {})).status).toBe(401);
    expect((await api(other, token).call('shopProducts.list', { query: {} })).status).toBe(401);
  });

  it('refuses the admin pages on the other server the moment an admin is made a shopper', async () => {
    const admin = await signInAdmin(one.app);
    expect((await api(other, admin.token).call('adminProducts.list', { query: {} })).status).toBe(
      200,
    );
    await one.db.execute(sql`update users set role = 'user' where id = ${admin.user.id}`);
    expect((await api(other, admin.token).call('adminProducts.list', { query: {} })).status).toBe(
      403,
    );
  });

  it("shows a price or stock change made on one server in the other's next listing and details", async () => {
    const admin = await signInAdmin(one.app);
    const shopper = api(other, (await signUp(one.app)).token);
    const product = await insertProduct(one.db, { category: 'kids', price: 700, totalStock: 3 });
    const listed = async () =>
      (await shopper.call('shopProducts.list', { query: { category: 'kids' } })).body.products.find(
        (item) => item.id === product.id,
      );
    expect((await listed())?.price).toBe(700);

    // A one-variant product: the product's price and stock are its variant's.
    const { id, variants: _variants, ...input } = product;
    const edit = await api(one.app, admin.token).call('adminProducts.edit', {
      params: { id },
      body: sampleProduct({ ...input, price: 650, totalStock: 0 }),
    });
    expect(edit.status).toBe(200);
    expect(await listed()).toMatchObject({ price: 650, totalStock: 0 });
    const details = await shopper.call('shopProducts.details', { params: { id: product.id } });
    expect(details.body.product).toMatchObject({ price: 650, totalStock: 0 });
    // The listing's own filters see it too: no longer in stock, and in the new price range.
    const inStock = await shopper.call('shopProducts.list', {
      query: { category: 'kids', inStock: 'true' },
    });
    expect(inStock.body.products.map((item) => item.id)).not.toContain(product.id);
  });
});
