import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './app.js';
import { startTestApp } from './app.js';
import { signInAdmin, signUp, type Session } from './fixtures.js';
import { lifecycleCalls, paypalRecord, sandboxOnItsOwnPort } from './lifecycle.js';
import { insertSizedShirt, variantStock } from './sized-product.js';

/**
 * The refund tests' shop, started before a file's tests and closed after them: an app that
 * talks to a PayPal sandbox on a port of its own (which the outage tests stop and start), an
 * admin, and a shopper, Kiran. With the back office's calls, what the sandbox holds of a
 * payment, and what the refund jobs are given. Read `t`, `sandbox` and `kiran` inside tests:
 * they exist once the file's `beforeAll` has run.
 */
export function refundShop() {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let kiran: Session;

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({ listen: true, env: { PAYPAL_API_BASE: sandbox.url } });
    admin = await signInAdmin(t.app);
    kiran = await signUp(t.app, { name: 'Kiran' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  const calls = lifecycleCalls(
    () => t.app,
    () => admin,
  );

  /** Two S (₹999 each) and one M (₹1,499) of a sized shirt, paid by Kiran: ₹3,497. */
  async function shirtOrder() {
    const shirt = await insertSizedShirt(t.db, { s: 5, m: 5 });
    const [small, medium] = shirt.variants;
    const order = await calls.paidOrder(
      kiran,
      [
        { productId: shirt.id, variantId: small!.id, quantity: 2 },
        { productId: shirt.id, variantId: medium!.id, quantity: 1 },
      ],
      3497,
    );
    const stock = async () => [
      await variantStock(t.db, small!.id),
      await variantStock(t.db, medium!.id),
    ];
    return { shirt, small: small!, medium: medium!, order, stock };
  }

  return {
    ...calls,
    shirtOrder,
    get t() {
      return t;
    },
    get sandbox() {
      return sandbox;
    },
    get kiran() {
      return kiran;
    },
    paypalOf: (order: { paymentId: string }) => paypalRecord(sandbox.at, order.paymentId),
    deps: () => ({ db: t.db, paypal: t.app.paypal }),
  };
}
