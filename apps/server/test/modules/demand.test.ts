import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAlerts } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, insertProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { insertShoppers, insertWaitingAlerts, stockAlertCalls } from '../support/stock-alerts.js';

// Issue 28: the back office's demand report, what shoppers want and cannot buy: products by
// the wishlists that hold them, sizes by the shoppers waiting for them, most first.

describe('the demand report', () => {
  let t: TestApp;
  let admin: Session;
  const calls = stockAlertCalls(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  it('counts wishlists per product and waiting shoppers per size, most first', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 0 });
    const cap = await insertProduct(t.db, { title: 'Canvas Cap' });
    const belt = await insertProduct(t.db, { title: 'Leather Belt' });
    const shoppers = await Promise.all([1, 2, 3].map(() => signUp(t.app)));
    const wish = (who: Session, productId: string) =>
      api(t.app, who.token).call('wishlist.add', { body: { productId } });
    for (const who of shoppers) await wish(who, cap.id);
    await wish(shoppers[0]!, belt.id);
    await wish(shoppers[1]!, shirt.product.id);

    const waiting = (await insertShoppers(t.db, 4)).map((shopper) => shopper.id);
    const small = { productId: shirt.product.id, variantId: shirt.small.id };
    const medium = { productId: shirt.product.id, variantId: shirt.medium.id };
    await insertWaitingAlerts(t.db, waiting.slice(0, 3), small);
    await insertWaitingAlerts(t.db, waiting, medium);
    // Neither an alert already sent nor one that lapsed is waiting.
    await t.db
      .update(stockAlerts)
      .set({ status: 'sent', sentAt: sql`now()`, mailId: sql`gen_random_uuid()` })
      .where(eq(stockAlerts.userId, waiting[0]!));
    await t.db
      .update(stockAlerts)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(stockAlerts.userId, waiting[1]!));

    const report = await api(t.app, admin.token).call('adminDemand.report', {});
    expect(report.status).toBe(200);
    expect(report.body.wished).toEqual([
      { productId: cap.id, title: 'Canvas Cap', count: 3 },
      { productId: belt.id, title: 'Leather Belt', count: 1 },
      { productId: shirt.product.id, title: 'Linen Shirt', count: 1 },
    ]);
    expect(report.body.awaited).toEqual([
      { ...medium, title: 'Linen Shirt', size: 'M', colour: 'navy', count: 2 },
      { ...small, title: 'Linen Shirt', size: 'S', colour: 'navy', count: 1 },
    ]);
  });

  it('is for admins only', async () => {
    const shopper = await signUp(t.app);
    expect((await api(t.app, shopper.token).call('adminDemand.report', {})).status).toBe(403);
    expect((await api(t.app).call('adminDemand.report', {})).status).toBe(401);
  });
});
