import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { reconcileOrder, reconcilePayments, type ReconcileDeps } from './reconcile-payments.js';

export const RECONCILE_JOB = 'payments.reconcile';
export const RECONCILE_ORDER_JOB = 'payments.reconcile-order';

/** The reconciliation's jobs: the periodic sweep, and one order at a PayPal webhook's word. */
export async function paymentJobs(app: FastifyInstance) {
  const { orders: settings } = app.config;
  const deps = (): ReconcileDeps => ({
    db: app.db,
    paypal: app.paypal,
    stockHoldMs: settings.stockHoldMs,
    intervalMs: settings.reconcileIntervalMs,
    expiryMs: settings.expiryMs,
    shopUrl: () => app.config.clientOrigins[0] ?? app.publicUrl(),
    log: app.log,
  });
  app.jobs.register(RECONCILE_JOB, async () => {
    await reconcilePayments(deps());
  });
  app.jobs.register(RECONCILE_ORDER_JOB, async (payload) => {
    const { paypalOrderId } = payload as { paypalOrderId: string };
    const [order] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paypalOrderId, paypalOrderId));
    if (order) await reconcileOrder(deps(), order.id);
  });
  app.jobs.schedule(RECONCILE_JOB, settings.reconcileIntervalMs);
}
