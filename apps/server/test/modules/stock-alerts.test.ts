import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@attire/contract';
import { productVariants, products, stockAlerts } from '../../src/db/schema/index.js';
import { insertProducts } from '../../src/db/seed/insert-products.js';
import { purgeLapsedAlerts } from '../../src/modules/stock-alerts/lapse.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { insertWaitingAlerts, stockAlertCalls } from '../support/stock-alerts.js';

// Issue 28: a shopper's alerts for sold-out sizes: one per size, only for a size without stock,
// theirs alone, lapsing after 90 days.

describe('stock alerts', () => {
  let t: TestApp;
  let admin: Session;
  let asha: Session;
  let ravi: Session;
  const calls = stockAlertCalls(
    () => t.app,
    () => admin,
  );
  const { ask, alertsOf } = calls;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
    asha = await signUp(t.app, { name: 'Asha' });
    ravi = await signUp(t.app, { name: 'Ravi' });
  });
  afterAll(() => t.close());

  /** Moves an alert's start back `days` days. */
  const startedDaysAgo = (id: string, days: number) =>
    t.db
      .update(stockAlerts)
      .set({ createdAt: sql`now() - ${`${days} days`}::interval` })
      .where(eq(stockAlerts.id, id));

  it('waits for a sold-out size, once however often it is asked for', async () => {
    const shirt = await calls.addShirt({ s: 3, m: 0 });
    const asked = await ask(asha, shirt.product.id, shirt.medium.id);
    expect(asked.status).toBe(201);
    expect(asked.body.alert).toEqual({
      id: expect.any(String),
      productId: shirt.product.id,
      variantId: shirt.medium.id,
      status: 'waiting',
      createdAt: expect.any(String),
      sentAt: null,
      title: 'Linen Shirt',
      image: '/uploads/shirt-navy.webp',
      size: 'M',
      colour: 'navy',
    });
    const again = await ask(asha, shirt.product.id, shirt.medium.id);
    expect(again.status).toBe(201);
    expect(again.body.alert).toEqual(asked.body.alert);
    expect(await alertsOf(asha)).toEqual([asked.body.alert]);
  });

  it('refuses a size that has stock, and one that is not of the product', async () => {
    const shirt = await calls.addShirt({ s: 3, m: 0 });
    const inStock = await ask(asha, shirt.product.id, shirt.small.id);
    expect(inStock.status).toBe(409);
    expect(inStock.error.message).toBe(MESSAGES.stockAlertInStock);
    const other = await calls.addShirt({ s: 0, m: 0 });
    const mixed = await ask(asha, shirt.product.id, other.small.id);
    expect(mixed.status).toBe(404);
    expect(mixed.error.message).toBe(MESSAGES.variantNotFound);
    expect((await ask(asha, shirt.product.id, randomUUID())).status).toBe(404);
    const malformed = await api(t.app, asha.token).post('/shop/stock-alerts', {
      productId: shirt.product.id,
      variantId: 'M',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.error.errors?.variantId).toEqual(['Must be a valid id']);
    const signedOut = await api(t.app).call('stockAlerts.add', {
      body: { productId: shirt.product.id, variantId: shirt.medium.id },
    });
    expect(signedOut.status).toBe(401);
  });

  it("lists and ends only the shopper's own alerts: another's id is a 404", async () => {
    const shirt = await calls.addShirt({ s: 0, m: 0 });
    const mine = (await ask(ravi, shirt.product.id, shirt.small.id)).body.alert;
    const later = (await ask(ravi, shirt.product.id, shirt.medium.id)).body.alert;
    expect((await alertsOf(ravi)).slice(0, 2).map((alert) => alert.id)).toEqual([
      later.id,
      mine.id,
    ]);
    expect((await alertsOf(asha)).map((alert) => alert.id)).not.toContain(mine.id);

    const byAsha = await api(t.app, asha.token).call('stockAlerts.delete', {
      params: { id: mine.id },
    });
    expect(byAsha.status).toBe(404);
    expect(byAsha.error.message).toBe(MESSAGES.stockAlertNotFound);
    expect((await alertsOf(ravi)).map((alert) => alert.id)).toContain(mine.id);

    const ended = await api(t.app, ravi.token).call('stockAlerts.delete', {
      params: { id: mine.id },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(MESSAGES.stockAlertEnded);
    expect((await alertsOf(ravi)).map((alert) => alert.id)).not.toContain(mine.id);
    expect((await api(t.app, ravi.token).delete('/shop/stock-alerts/not-a-uuid')).status).toBe(404);
  });

  it('lapses after 90 days: no longer listed, purged, and asked for again from now', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const shopper = await signUp(t.app);
    const asked = (await ask(shopper, shirt.product.id, shirt.small.id)).body.alert;
    await startedDaysAgo(asked.id, LIMITS.stockAlertLapseDays - 1);
    expect(await alertsOf(shopper)).toHaveLength(1);
    await startedDaysAgo(asked.id, LIMITS.stockAlertLapseDays);
    expect(await alertsOf(shopper)).toEqual([]);

    const renewed = (await ask(shopper, shirt.product.id, shirt.small.id)).body.alert;
    expect(renewed.id).toBe(asked.id);
    expect(Date.parse(renewed.createdAt)).toBeGreaterThan(Date.parse(asked.createdAt));

    await startedDaysAgo(asked.id, LIMITS.stockAlertLapseDays + 1);
    expect(await purgeLapsedAlerts(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, asked.id));
    expect(left).toEqual([]);
  });

  it('waits again, as the same alert, when asked for after its e-mail was sent', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const shopper = await signUp(t.app);
    const asked = (await ask(shopper, shirt.product.id, shirt.small.id)).body.alert;
    // As the restock job leaves it (the size has sold out again since).
    await t.db
      .update(stockAlerts)
      .set({ status: 'sent', sentAt: sql`now()`, mailId: sql`gen_random_uuid()` })
      .where(eq(stockAlerts.id, asked.id));
    expect((await alertsOf(shopper))[0]).toMatchObject({
      status: 'sent',
      sentAt: expect.any(String),
    });
    const again = await ask(shopper, shirt.product.id, shirt.small.id);
    expect(again.status).toBe(201);
    expect(again.body.alert).toMatchObject({ id: asked.id, status: 'waiting', sentAt: null });
    expect(await alertsOf(shopper)).toHaveLength(1);
  });

  it('ends with its product', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const shopper = await signUp(t.app);
    expect((await ask(shopper, shirt.product.id, shirt.small.id)).status).toBe(201);
    await api(t.app, admin.token).call('adminProducts.delete', {
      params: { id: shirt.product.id },
    });
    expect(await alertsOf(shopper)).toEqual([]);
  });

  it(`lets one shopper wait for at most ${LIMITS.stockAlertsMax} sizes at once`, async () => {
    const shopper = await signUp(t.app);
    const tag = `Awaited ${randomUUID().slice(0, 8)}`;
    await insertProducts(
      t.db,
      Array.from({ length: LIMITS.stockAlertsMax + 1 }, (_, index) =>
        sampleProduct({ title: `${tag} ${index}`, totalStock: 0 }),
      ),
    );
    const variants = await t.db
      .select({ productId: productVariants.productId, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(like(products.title, `${tag} %`));
    const [extra, ...rest] = variants;
    for (const variant of rest) await insertWaitingAlerts(t.db, [shopper.user.id], variant);
    const full = await ask(shopper, extra!.productId, extra!.variantId);
    expect(full.status).toBe(409);
    expect(full.error.message).toBe(MESSAGES.stockAlertsFull);
    // Asking again for one it waits for already is no new alert.
    expect((await ask(shopper, rest[0]!.productId, rest[0]!.variantId)).status).toBe(201);
  });
});
