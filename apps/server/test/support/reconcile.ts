import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { orders, refunds, stockReservations } from '../../src/db/schema/index.js';
import { RECONCILE_JOB } from '../../src/modules/orders/payment-jobs.js';
import type { ReconcileDeps } from '../../src/modules/orders/reconcile-payments.js';
import { orderLines, holdUnits } from '../../src/modules/orders/stock-hold.js';
import { makeDue } from './jobs.js';

// The reconciliation job's tests move the clock of the rows they look at (an order placed a day
// ago, asked about an hour ago) rather than sleeping through RECONCILE_INTERVAL_S.

/** The job's dependencies, built from the app as its registration (payment-jobs.ts) builds them. */
export function reconcileDeps(app: FastifyInstance): ReconcileDeps {
  const { orders: settings } = app.config;
  return {
    db: app.db,
    paypal: app.paypal,
    stockHoldMs: settings.stockHoldMs,
    intervalMs: settings.reconcileIntervalMs,
    expiryMs: settings.expiryMs,
    shopUrl: () => app.config.clientOrigins[0] ?? app.publicUrl(),
    log: app.log,
  };
}

/** Makes the periodic sweep due and runs the queue once, as the worker's next poll would. */
export async function sweep(app: FastifyInstance): Promise<void> {
  await makeDue(app.db, RECONCILE_JOB);
  const ran = await app.jobs.runDue();
  if (ran < 1) throw new Error('the reconciliation sweep did not run');
}

const ago = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;

/**
 * Moves an order's clock back: placed (`order_date`), last changed (`updated_at`) and last asked
 * about at PayPal (`checked_at`; null: never) that long ago. What is not given is left as it is.
 */
export async function backdate(
  db: Db,
  orderId: string,
  times: { placedMs?: number; changedMs?: number; checkedMs?: number | null },
): Promise<void> {
  await db
    .update(orders)
    .set({
      ...(times.placedMs !== undefined && { orderDate: ago(times.placedMs) }),
      ...(times.changedMs !== undefined && { updatedAt: ago(times.changedMs) }),
      ...(times.checkedMs !== undefined && {
        checkedAt: times.checkedMs === null ? null : ago(times.checkedMs),
      }),
    })
    .where(eq(orders.id, orderId));
}

/** Makes the order's refunds look opened that long ago, so that the job takes them up. */
export async function backdateRefunds(db: Db, orderId: string, ms: number): Promise<void> {
  await db
    .update(refunds)
    .set({ createdAt: ago(ms) })
    .where(eq(refunds.orderId, orderId));
}

/** The order's row as stored (the view hides `paypal_order_id` and `checked_at`). */
export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** Units the order holds right now (lapsed holds included: they are rows still). */
export async function heldUnits(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .select({ quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId));
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/** Holds the order's units as a capture's first step does (the capture then never finished). */
export async function holdAsACaptureWould(app: FastifyInstance, orderId: string): Promise<void> {
  await app.db.transaction(async (tx) =>
    holdUnits(tx, orderId, await orderLines(tx, orderId), app.config.orders.stockHoldMs),
  );
}

/** Makes the order's held units look as if their hold ran out, as it would after STOCK_HOLD_S. */
export async function lapseHolds(db: Db, orderId: string): Promise<void> {
  await db
    .update(stockReservations)
    .set({ expiresAt: ago(1_000) })
    .where(eq(stockReservations.orderId, orderId));
}
