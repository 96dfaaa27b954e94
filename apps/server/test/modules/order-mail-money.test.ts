import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, orderItems, orders } from '../../src/db/schema/index.js';
import type { MailDataByKind } from '../../src/modules/mail/mail-data.js';
import { queueOrderConfirmed } from '../../src/modules/mail/order-mail.js';
import { renderMail } from '../../src/modules/mail/templates/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, signUp } from '../support/fixtures.js';

// An order's e-mail is written from the figures the order stored when it was priced: the code's
// saving, the shipping and the GST inside are read from its columns, never worked out again.

describe("an order e-mail's money", () => {
  let t: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await signUp(t.app, { name: 'Priya Shah' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries the stored subtotal, code, saving, shipping and GST into the message', async () => {
    // Two shirts at ₹1,499 and a cap at ₹499; the code, as the merchant wrote it, takes ₹349.70;
    // ₹99 shipping; 5% IGST inside: ₹128.49 + ₹21.39 on the lines, ₹4.71 on the shipping.
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: shopper.user.id,
        orderStatus: 'confirmed',
        paymentStatus: 'paid',
        subtotalPaise: 349_700,
        discountPaise: 34_970,
        promoCode: 'Save10',
        shippingPaise: 9_900,
        shippingTaxRate: 5,
        igstPaise: 15_459,
        totalPaise: 324_630,
        shipAddress: '12 Residency Road',
        shipCity: 'Bengaluru',
        shipPincode: '560025',
        shipPhone: '9845012345',
        shipState: '27',
      })
      .returning();
    const line = { orderId: order!.id, image: '/uploads/x.webp', taxRate: 5, hsn: '6205' };
    await t.db.insert(orderItems).values([
      {
        ...line,
        title: 'Linen Shirt',
        pricePaise: 149_900,
        quantity: 2,
        discountPaise: 29_980,
        taxableValuePaise: 256_971,
        igstPaise: 12_849,
      },
      {
        ...line,
        title: 'Canvas Cap',
        pricePaise: 49_900,
        quantity: 1,
        discountPaise: 4_990,
        taxableValuePaise: 42_771,
        igstPaise: 2_139,
      },
    ]);

    await queueOrderConfirmed(t.db, order!.id);
    const [row] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.eventKey, `order-confirmed:${order!.id}`));
    const data = row!.data as MailDataByKind['orderConfirmed'];
    expect(data.order.totalPaise).toBe(324_630);
    expect(data.order.money).toEqual({
      subtotalPaise: 349_700,
      discountPaise: 34_970,
      promoCode: 'Save10',
      shippingPaise: 9_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_459,
    });

    const mail = renderMail('orderConfirmed', data, {
      shopUrl: 'https://shop.example.in',
      shop: { supportEmail: 'support@attire.test', supportPhone: null, returnAddress: null },
    });
    expect(mail.text).toContain(
      [
        'Subtotal: ₹3,497.00',
        'Code Save10: −₹349.70',
        'Shipping: ₹99.00',
        'Total: ₹3,246.30',
        'Includes GST ₹154.59',
      ].join('\n'),
    );
  });
});
