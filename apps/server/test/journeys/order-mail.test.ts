import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { lifecycleCalls } from '../support/lifecycle.js';
import { insertSizedShirt } from '../support/sized-product.js';
import { type Delivered, runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

// A shopper's order told by e-mail, through a real SMTP server: the confirmation after a sandbox
// payment, each status change, the return and its refund.

const RETURN_ADDRESS = ['Attire Returns', 'Dock 4, Peenya Industrial Area', 'Bengaluru 560058'];

describe("an order's e-mails", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  const { paidOrder, setStatus, walkTo, backOffice } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ listen: true, env: { SMTP_URL: smtp.url } });
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app, { name: 'Priya Shah' });
    // How shoppers reach the shop and where returns go: every e-mail's footer names the first,
    // a return's approval the second.
    const store = await api(t.app, admin.token).call('adminSettings.updateStore', {
      body: {
        legalName: 'Attire Retail Private Limited',
        address: '4th Floor, 12 MG Road\nBengaluru 560001',
        state: '29',
        gstin: null,
        invoicePrefix: 'ATR',
        supportEmail: 'help@attire.example.in',
        supportPhone: '080 4123 4567',
        returnAddress: RETURN_ADDRESS.join('\n'),
      },
    });
    expect(store.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The e-mails to the shopper about `order` since the last call, oldest first. */
  let seen = 0;
  async function newMail(order: Order): Promise<Delivered[]> {
    await runJobs(t.app);
    const all = smtp
      .to(shopper.user.email)
      .filter((m) => m.subject.includes(order.id.slice(0, 8).toUpperCase()));
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  }

  /** Two S (₹999 each) and one M (₹1,499) of a navy linen shirt: ₹3,497. */
  async function shirtOrder() {
    seen = 0;
    const shirt = await insertSizedShirt(t.db, { s: 5, m: 5 });
    const [small, medium] = shirt.variants;
    return paidOrder(
      shopper,
      [
        { productId: shirt.id, variantId: small!.id, quantity: 2 },
        { productId: shirt.id, variantId: medium!.id, quantity: 1 },
      ],
      3497,
    );
  }

  it('confirms a paid order with its lines, sizes and colours, total and address', async () => {
    const order = await shirtOrder();
    const [confirmation, ...more] = await newMail(order);
    expect(more).toEqual([]);
    const number = order.id.slice(0, 8).toUpperCase();
    expect(confirmation!.subject).toBe(`Attire order ${number} confirmed`);
    for (const body of [confirmation!.text, confirmation!.html]) {
      expect(body).toContain('Thank you for your order, Priya Shah');
      expect(body).toContain('Size S · Colour Navy');
      expect(body).toContain('Size M · Colour Navy');
      expect(body).toContain('2 × ₹999.00');
      expect(body).toContain('₹1,998.00');
      expect(body).toContain('1 × ₹1,499.00');
      expect(body).toContain('₹3,497.00');
      expect(body).toContain('12 Residency Road, Bengaluru 560025');
    }
    expect(confirmation!.text).toContain('Total: ₹3,497.00');
    expect(order.totalAmount).toBe(3497);
  });

  it('tells each status change, with the admin note, once', async () => {
    const order = await shirtOrder();
    await newMail(order);
    // Each step in its turn, its e-mail sent before the next (up to four leave at once, in any
    // order, as they would after an outage of the SMTP server).
    const mails: Delivered[] = [];
    expect((await setStatus(order.id, 'inProcess', 'Packing today')).status).toBe(200);
    mails.push(...(await newMail(order)));
    for (const status of ['inShipping', 'inTransit', 'delivered'] as const) {
      expect((await setStatus(order.id, status)).status).toBe(200);
      mails.push(...(await newMail(order)));
    }
    expect(mails.map((m) => m.subject.split(': ')[1])).toEqual([
      'in process',
      'in shipping',
      'in transit',
      'delivered',
    ]);
    expect(mails[0]!.text).toContain('Note: Packing today');
    expect(mails[3]!.text).toContain('Your order has been delivered.');
    // A refused step changes nothing and tells nothing.
    expect((await setStatus(order.id, 'inTransit')).status).toBe(409);
    expect(await newMail(order)).toEqual([]);
  });

  it('tells the return at each step, and its refund in one e-mail with its amount', async () => {
    const order = await shirtOrder();
    await walkTo(order.id, 'delivered');
    await newMail(order);
    const small = order.orderItems.find((item) => item.size === 'S')!;
    const asked = await api(t.app, shopper.token).call('shopOrders.requestReturn', {
      params: { id: order.id },
      body: {
        items: [{ productId: small.productId!, variantId: small.variantId!, quantity: 1 }],
        reason: 'Too tight',
      },
    });
    expect(asked.status).toBe(201);
    const answer = (status: 'approved' | 'refunded', note?: string) =>
      backOffice().call('adminReturns.update', {
        params: { id: asked.body.return.id },
        body: { status, ...(note && { note }) },
      });
    const mails = await newMail(order);
    expect((await answer('approved', 'Courier collects on Monday')).status).toBe(200);
    mails.push(...(await newMail(order)));
    expect((await answer('refunded', 'Received in good condition')).status).toBe(200);
    // The return paid back is one event: the refund PayPal completed tells it, once.
    mails.push(...(await newMail(order)));

    const number = order.id.slice(0, 8).toUpperCase();
    expect(mails.map((m) => m.subject)).toEqual([
      `Attire return for order ${number}: requested`,
      `Attire return for order ${number}: approved`,
      `Attire refund of ₹999.00 for order ${number}`,
    ]);
    expect(mails[0]!.text).toContain('1 × ₹999.00');
    expect(mails[0]!.text).not.toContain('Size M');
    expect(mails[1]!.text).toContain('Note: Courier collects on Monday');
    // The approval says what to send and where, the address line by line.
    expect(mails[1]!.text).toContain('Please send these items back to us.');
    expect(mails[1]!.text).toContain(`Send the items to: ${RETURN_ADDRESS.join('\n')}`);
    expect(mails[1]!.html).toContain(RETURN_ADDRESS.join('<br>'));
    expect(mails[1]!.text).toContain('1 × ₹999.00');
    expect(mails[1]!.text).toContain(`with a note of your order number, ${number}`);
    expect(mails[0]!.text).not.toContain('Send the items to');
    expect(mails[2]!.text).toContain('we have refunded ₹999.00');
    expect(mails[2]!.text).toContain('Reason: Returned items: Too tight');
    expect(mails[2]!.text).toContain('Note: Received in good condition');
  });

  it('tells a rejected paid order and its full refund', async () => {
    const order = await shirtOrder();
    await newMail(order);
    expect((await setStatus(order.id, 'rejected', 'Out of stock at the warehouse')).status).toBe(
      200,
    );
    const mails = await newMail(order);
    const number = order.id.slice(0, 8).toUpperCase();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Attire order ${number}: rejected`,
      `Attire refund of ₹3,497.00 for order ${number}`,
    ]);
    const rejected = mails.find((m) => m.subject.endsWith('rejected'))!;
    expect(rejected.text).toContain('Your order has been cancelled.');
  });

  it('names how to reach the shop in every e-mail it sent', () => {
    const sent = smtp.to(shopper.user.email);
    // The confirmations, status changes, returns and refunds above.
    expect(sent.length).toBeGreaterThanOrEqual(10);
    for (const mail of sent) {
      expect(mail.text, mail.subject).toContain(
        'Questions? Write to help@attire.example.in or call 080 4123 4567.',
      );
      expect(mail.html, mail.subject).toContain('href="mailto:help@attire.example.in"');
    }
  });
});
