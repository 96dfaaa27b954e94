import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, taxDocuments } from '../../src/db/schema/index.js';
import { reconcileOrder } from '../../src/modules/orders/reconcile-payments.js';
import { insertProduct, signInAdmin } from '../support/fixtures.js';
import { BENGALURU, moneySettings } from '../support/money.js';
import { racingShop, type ApprovedOrder } from '../support/racing-shop.js';
import { reconcileDeps } from '../support/reconcile.js';

const PAYMENTS = 50;
// Captured by the reconciliation job rather than the shopper (a closed tab).
const BY_THE_JOB = 10;

// GST's unbroken series (CGST Rule 46): invoices numbered in the transactions that record
// payments, recorded at once by shoppers' captures on two processes (on PostgreSQL; PGlite is
// one process's own) and by the reconciliation job. No gap, no repeat, even when one of those
// transactions fails after taking its number.
describe('the invoice series under payments recorded at once', () => {
  const shop = racingShop({ captureDelayMs: 200, secondProcess: true });
  beforeAll(async () => {
    const admin = await signInAdmin(shop.t.app);
    await moneySettings(
      () => shop.t.app,
      () => admin,
    ).setStore();
  });

  /**
   * `count` approved orders, each by a shopper of its own, of a product of its own: orders of
   * one product would wait for each other on its stock's row lock, and never race for a number.
   */
  async function approvedOrders(count: number) {
    const approved: ApprovedOrder[] = [];
    for (let index = 0; index < count; index++) {
      const tee = await insertProduct(shop.t.db, { price: 700 });
      const order = await shop.approvedOrder(await shop.buyer(`Buyer ${index}`), {
        orderItems: [{ productId: tee.id, quantity: 1 }],
        shippingAddress: BENGALURU,
        totalAmount: 700,
      });
      approved.push(order);
    }
    return approved;
  }

  /** Shoppers capture (alternating processes) while the job captures the last few itself. */
  async function recordAtOnce(approved: ApprovedOrder[]) {
    const job = reconcileDeps(shop.t.app);
    return Promise.all(
      approved.map(async (order, index) => {
        if (index >= approved.length - BY_THE_JOB) {
          await reconcileOrder(job, order.capture.orderId);
          return 200;
        }
        return (await shop.capture(order, shop.baseFor(index))).status;
      }),
    );
  }

  async function serialsOf(orderIds: string[]) {
    const rows = await shop.t.db
      .select({ serial: taxDocuments.serial, number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'invoice'), inArray(taxDocuments.orderId, orderIds)))
      .orderBy(asc(taxDocuments.serial));
    return rows;
  }

  const range = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => from + index);

  it(`numbers ${PAYMENTS} payments recorded at once 1 to ${PAYMENTS}`, async () => {
    const approved = await approvedOrders(PAYMENTS);
    const statuses = await recordAtOnce(approved);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const invoices = await serialsOf(approved.map(({ capture }) => capture.orderId));
    expect(invoices.map((invoice) => invoice.serial)).toEqual(range(1, PAYMENTS));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(PAYMENTS);
  }, 120_000);

  it('leaves no gap when one payment’s transaction fails after taking its number', async () => {
    const approved = await approvedOrders(PAYMENTS);
    const victim = approved[3]!.capture.orderId;
    // A real failure inside the database, once: the update that marks the order paid raises
    // (a sequence counts the attempts, since it is not rolled back with the transaction).
    await shop.t.db.execute(sql.raw(`create sequence fail_once_attempts`));
    await shop.t.db.execute(
      sql.raw(`create function fail_once() returns trigger language plpgsql as $$
        begin
          if new.id = '${victim}' and new.payment_status = 'paid'
             and nextval('fail_once_attempts') = 1 then
            raise exception 'injected failure while recording a payment';
          end if;
          return new;
        end $$`),
    );
    await shop.t.db.execute(
      sql.raw(`create trigger fail_once before update on orders
        for each row execute function fail_once()`),
    );
    const statuses = await recordAtOnce(approved);
    expect(statuses[3]).toBe(500);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PAYMENTS - 1);
    // PayPal took the money; the job finds the payment and records it, with the next number.
    const [pending] = await shop.t.db.select().from(orders).where(eq(orders.id, victim));
    expect(pending!.paymentStatus).toBe('pending');
    await reconcileOrder(reconcileDeps(shop.t.app), victim);

    const invoices = await serialsOf(approved.map(({ capture }) => capture.orderId));
    expect(invoices.map((invoice) => invoice.serial)).toEqual(range(PAYMENTS + 1, PAYMENTS));
  }, 120_000);
});
