import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { lifecycleCalls } from '../support/lifecycle.js';
import { runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { insertWaitingAlerts, stockAlertCalls } from '../support/stock-alerts.js';

// Issue 28: whatever raises a variant's stock from 0 (the admin's edit, a refund or a return
// that restocks, a rejected order), each shopper waiting for it gets one e-mail, through a real
// SMTP server; stock that rises from anything but 0 tells nobody.

describe('back-in-stock e-mails, whatever restocks the variant', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: Session;
  let kiran: Session;
  const calls = stockAlertCalls(
    () => t.app,
    () => admin,
  );
  const { paidOrder, refund, setStatus, walkTo, backOffice } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The tests run the jobs themselves (runJobs): the worker's own polls would race them.
    t = await startTestApp({
      listen: true,
      env: { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '3600000' },
    });
    admin = await signInAdmin(t.app);
    kiran = await signUp(t.app, { name: 'Kiran' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The back-in-stock e-mails that reached a shopper. */
  const backInStockTo = (who: Session) =>
    smtp.to(who.user.email).filter((mail) => mail.subject.startsWith('Back in stock: '));

  /** A shirt whose S Kiran bought the last of, and a shopper waiting for that S. */
  async function lastSmallSold() {
    const shirt = await calls.addShirt({ s: 1, m: 3 });
    const lines = [{ productId: shirt.product.id, variantId: shirt.small.id, quantity: 1 }];
    const order = await paidOrder(kiran, lines, 999);
    const waiting = await signUp(t.app, { name: 'Asha' });
    const asked = await calls.ask(waiting, shirt.product.id, shirt.small.id);
    expect(asked.status).toBe(201);
    return { shirt, order, lines, waiting };
  }

  it('tells every waiting shopper once when an admin restocks the size, and no one else', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const [asha, ravi, meera] = await Promise.all(
      ['Asha', 'Ravi', 'Meera'].map((name) => signUp(t.app, { name })),
    );
    for (const who of [asha!, ravi!, meera!]) {
      expect((await calls.ask(who, shirt.product.id, shirt.small.id)).status).toBe(201);
    }
    const ended = (await calls.alertsOf(meera!))[0]!;
    const end = await api(t.app, meera!.token).call('stockAlerts.delete', {
      params: { id: ended.id },
    });
    expect(end.status).toBe(200);

    await shirt.setStock({ s: 4, m: 3 });
    await runJobs(t.app);
    expect(backInStockTo(asha!).map((mail) => mail.subject)).toEqual([
      'Back in stock: Linen Shirt, S, Navy',
    ]);
    expect(backInStockTo(ravi!)).toHaveLength(1);
    expect(backInStockTo(meera!)).toEqual([]);
    expect((await calls.alertsOf(asha!)).map((alert) => alert.status)).toEqual(['sent']);

    // More stock on a size that has some tells nobody again.
    await shirt.setStock({ s: 9, m: 3 });
    await runJobs(t.app);
    expect(backInStockTo(asha!)).toHaveLength(1);
    expect(backInStockTo(ravi!)).toHaveLength(1);
  });

  it('tells nobody when stock rises from 3 to 4, even a shopper still waiting', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const noor = await signUp(t.app, { name: 'Noor' });
    // An alert that waits while its size has stock cannot be asked for; made in the database,
    // it stands for one the rise from 0 must wake, and only that rise.
    await insertWaitingAlerts(t.db, [noor.user.id], {
      productId: shirt.product.id,
      variantId: shirt.medium.id,
    });
    await shirt.setStock({ s: 0, m: 4 });
    await runJobs(t.app);
    expect(backInStockTo(noor)).toEqual([]);
    const jobs = await t.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'stockAlerts.restocked'
        and payload->>'variantId' = ${shirt.medium.id}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('tells the waiting shopper once when a refund puts the last unit back', async () => {
    const { order, lines, waiting } = await lastSmallSold();
    const refunded = await refund(order.id, { reason: 'Torn seam', restock: true, items: lines });
    expect(refunded.status).toBe(200);
    await runJobs(t.app);
    expect(backInStockTo(waiting)).toHaveLength(1);
    await runJobs(t.app);
    expect(backInStockTo(waiting)).toHaveLength(1);
  });

  it('tells nobody when a refund keeps the unit off the shelf', async () => {
    const { order, lines, waiting } = await lastSmallSold();
    expect((await refund(order.id, { reason: 'Lost', restock: false, items: lines })).status).toBe(
      200,
    );
    await runJobs(t.app);
    expect(backInStockTo(waiting)).toEqual([]);
  });

  it('tells the waiting shopper once when a rejected order restocks the size', async () => {
    const { order, waiting } = await lastSmallSold();
    expect((await setStatus(order.id, 'rejected', 'Damaged in the warehouse')).status).toBe(200);
    await runJobs(t.app);
    expect(backInStockTo(waiting)).toHaveLength(1);
  });

  it('tells the waiting shopper once when a refunded return restocks the size', async () => {
    const { order, lines, waiting } = await lastSmallSold();
    await walkTo(order.id, 'delivered');
    const asked = await api(t.app, kiran.token).call('shopOrders.requestReturn', {
      params: { id: order.id },
      body: { items: lines, reason: 'Too tight' },
    });
    expect(asked.status).toBe(201);
    for (const status of ['approved', 'refunded'] as const) {
      const answer = await backOffice().call('adminReturns.update', {
        params: { id: asked.body.return.id },
        body: { status },
      });
      expect(answer.status).toBe(200);
    }
    await runJobs(t.app);
    expect(backInStockTo(waiting)).toHaveLength(1);
  });
});
