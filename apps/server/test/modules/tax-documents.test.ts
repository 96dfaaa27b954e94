import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@attire/contract';
import type { MailData } from '../../src/modules/mail/mail-data.js';
import { mailMessages, taxDocuments } from '../../src/db/schema/index.js';
import { renderMail } from '../../src/modules/mail/templates/index.js';
import { financialYearOf } from '../../src/modules/tax-documents/financial-year.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { lifecycleCalls } from '../support/lifecycle.js';
import { KARNATAKA_GSTIN, MUMBAI, moneySettings } from '../support/money.js';
import { pdfText } from '../support/pdf-text.js';

// Tax invoices and credit notes through HTTP: issued with the payment and the refund by a
// registered shop, downloaded as PDFs by the order's owner and the back office, none for an
// unregistered shop.
describe('tax invoices and credit notes', () => {
  let t: TestApp;
  let admin: Session;
  const calls = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const settings = moneySettings(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  /** The e-mail of `kind` queued about the order, as its reader would see its links. */
  async function mailLinks(kind: 'orderConfirmed' | 'orderRefunded', orderId: string) {
    const rows = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, kind));
    const row = rows.find(
      (candidate) => (candidate.data as MailData<typeof kind>).order.id === orderId,
    );
    return renderMail(kind, row!.data as MailData<typeof kind>, {
      shopUrl: 'https://shop.test',
      shop: { supportEmail: 'support@attire.test', supportPhone: null, returnAddress: null },
    }).links;
  }

  const download = (who: Session, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
    });

  /** Two tees (₹999, HSN 6205) to Mumbai, from a shop in Karnataka: IGST. */
  async function paidTees(shopper: Session) {
    const tee = await insertProduct(t.db, { price: 999, title: 'Oxford Tee' });
    const lines = [{ productId: tee.id, quantity: 2 }];
    const body = { shippingAddress: MUMBAI };
    return calls.paidOrder(shopper, lines, 1998, body);
  }

  it('issues none for an unregistered shop', async () => {
    const shopper = await signUp(t.app);
    const order = await paidTees(shopper);
    expect(order.invoice).toBeNull();
    const reply = await download(shopper, `/shop/order/${order.id}/invoice`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(DOCUMENT_MESSAGES.documentNotFound);
  });

  describe('a registered shop', () => {
    beforeAll(() => settings.setStore());
    afterAll(() => settings.setStore(null));

    it('invoices the payment, and the owner and the back office download it', async () => {
      const shopper = await signUp(t.app);
      const order = await paidTees(shopper);
      const year = financialYearOf(new Date());
      expect(order.invoice?.number).toMatch(new RegExp(`^ATR/${year}/\\d{6}$`));

      const mine = await download(shopper, `/shop/order/${order.id}/invoice`);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      // A shopper's own document: the browser may keep it, a shared cache never.
      expect(mine.headers['cache-control']).toBe('private, max-age=3600');
      expect(mine.headers['content-disposition']).toContain(
        order.invoice!.number.replaceAll('/', '-'),
      );
      const [page] = await pdfText(mine.rawPayload);
      // 1,998.00 at 5% from Karnataka to Maharashtra: IGST 1998 × 5 / 105 = 95.14.
      for (const text of [KARNATAKA_GSTIN, order.invoice!.number, '6205', '95.14', 'Maharashtra']) {
        expect(page).toContain(text);
      }

      const stranger = await signUp(t.app);
      expect((await download(stranger, `/shop/order/${order.id}/invoice`)).statusCode).toBe(403);
      const theirs = await download(admin, `/admin/order/${order.id}/invoice`);
      expect(theirs.statusCode).toBe(200);
      // Rendered once and kept: the same bytes every time.
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
      const [kept] = await t.db
        .select({ pdf: taxDocuments.pdf })
        .from(taxDocuments)
        .where(eq(taxDocuments.number, order.invoice!.number));
      expect(kept!.pdf).not.toBeNull();
      // The confirmation links to it, at the API: a signed-in browser gets the PDF at once.
      expect(await mailLinks('orderConfirmed', order.id)).toContain(
        `https://shop.test/api/shop/order/${order.id}/invoice`,
      );
    });

    it('gives each refund a credit note that reverses its tax', async () => {
      const shopper = await signUp(t.app);
      const order = await paidTees(shopper);
      const refunded = await calls.refund(order.id, {
        reason: 'Torn seam',
        restock: false,
        items: [{ productId: order.orderItems[0]!.productId!, quantity: 1 }],
      });
      expect(refunded.status).toBe(200);
      const after = refunded.body.order;
      // One tee of two: 999.00, its IGST half of the line's 95.14, rounded down: 47.57.
      expect(after.creditNotes).toEqual([
        expect.objectContaining({ amount: 999, cgst: 0, sgst: 0, igst: 47.57 }),
      ]);
      const note = after.creditNotes[0]!.number;
      expect(note).toMatch(/^ATR\/CN\/\d\d-\d\d\/\d{3}$/);
      expect(after.refunds[0]!.creditNote).toBe(note);

      const path = `/order/${order.id}/credit-notes/${encodeURIComponent(note)}`;
      const mine = await download(shopper, `/shop${path}`);
      expect(mine.statusCode).toBe(200);
      const [page] = await pdfText(mine.rawPayload);
      for (const text of [note, order.invoice!.number, '47.57', 'Torn seam', KARNATAKA_GSTIN]) {
        expect(page).toContain(text);
      }
      expect((await download(admin, `/admin${path}`)).statusCode).toBe(200);
      expect(await mailLinks('orderRefunded', order.id)).toContain(
        `https://shop.test/api/shop${path}`,
      );
      // Another order's credit note is not this order's.
      const other = await paidTees(shopper);
      const wrong = await download(
        shopper,
        `/shop/order/${other.id}/credit-notes/${encodeURIComponent(note)}`,
      );
      expect(wrong.statusCode).toBe(404);
    });
  });

  it('answers 404 for an unknown order and 401 without a session', async () => {
    const shopper = await signUp(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await download(shopper, `/shop/order/${unknown}/invoice`)).statusCode).toBe(404);
    const anonymous = await api(t.app).get(`/shop/order/${unknown}/invoice`);
    expect(anonymous.status).toBe(401);
  });
});
