import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, type MailKind } from '@attire/contract';
import type { MailData, MailDataByKind, MailOrder } from '../../src/modules/mail/mail-data.js';
import { type MailContext, renderMail } from '../../src/modules/mail/templates/index.js';
import { CONTEXT, ORDER, SAMPLES, SHOP } from '../support/mail-samples.js';

// The e-mails are code: each kind is rendered here from the data an event stores with it, and
// read as a shopper would, in the HTML and in the plain-text twin.

const render = <K extends MailKind>(
  kind: K,
  data: MailData<K> = SAMPLES[kind],
  context: MailContext = CONTEXT,
) => renderMail(kind, data, context);

/** The HTML as a reader sees it: tags out, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<title>[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('e-mail templates', () => {
  it.each(MAIL_KINDS)('%s renders a full HTML page and a text twin under the shop name', (kind) => {
    const mail = render(kind);
    // The contract words the back-in-stock subject itself; the sender's name says Attire there.
    if (kind !== 'backInStock') expect(mail.subject).toContain('Attire');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    // One fluid column: it fills a phone and stops at 600 pixels on a desktop.
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).not.toMatch(/<link|<script|class="/);
    expect(visibleText(mail.html)).toContain('Attire');
    expect(mail.text.startsWith('ATTIRE\n')).toBe(true);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    // Every link of the HTML is in the text too.
    for (const link of mail.links) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
  });

  it('puts the token in the verification and reset links, to the web app pages', () => {
    expect(render('verifyEmail').links).toEqual([
      'https://shop.example.in/auth/verify-email?token=verify-token-abc',
    ]);
    expect(render('resetPassword').links).toEqual([
      'https://shop.example.in/auth/reset-password?token=reset-token-xyz',
    ]);
    expect(render('resetPassword').text).toMatch(/60 minutes/);
    expect(render('verifyEmail').text).toMatch(/7 days/);
  });

  it('lists an order with its number, sizes and colours on the lines, rupee prices and the total', () => {
    const mail = render('orderConfirmed');
    expect(mail.subject).toBe('Attire order 3F2A9C1E confirmed');
    for (const shown of [mail.text, visibleText(mail.html)]) {
      expect(shown).toContain('3F2A9C1E');
      expect(shown).toContain('12 March 2026');
      expect(shown).toContain('Linen Shirt');
      expect(shown).toContain('Size M · Colour Navy');
      expect(shown).toContain('2 × ₹1,499.00');
      expect(shown).toContain('₹2,998.00');
      expect(shown).toContain('1 × ₹499.00');
      expect(shown).toContain('₹3,497.00');
      expect(shown).toContain('12 Residency Road, Bengaluru 560025');
    }
    // A product with neither size nor colour has no details line.
    expect(mail.text).toContain('- Canvas Cap\n  1 × ₹499.00 = ₹499.00');
    expect(mail.text).toContain('Total: ₹3,497.00');
    expect(mail.links).toEqual(['https://shop.example.in/shop/account']);
  });

  it('shows an order without code, shipping or GST with its subtotal, free shipping and total', () => {
    for (const kind of ['orderConfirmed', 'orderStatusChanged'] as const) {
      const mail = render(kind);
      expect(mail.text).toContain(
        ['= ₹499.00', 'Subtotal: ₹3,497.00', 'Shipping: Free', 'Total: ₹3,497.00', ''].join('\n'),
      );
      expect(visibleText(mail.html)).toContain('Subtotal ₹3,497.00 Shipping Free Total ₹3,497.00 ');
      for (const shown of [mail.text, visibleText(mail.html)]) {
        expect(shown).not.toMatch(/Code |−₹|GST/);
      }
    }
  });

  it('shows the code and its saving, the shipping and the GST inside, all as the order stored them', () => {
    // ₹3,497.00 of lines, SAVE10 takes ₹349.70, ₹99.00 shipping: ₹3,246.30 paid, GST
    // (CGST and SGST) inside. The lines still say what they cost before the code.
    const order: MailOrder = {
      ...ORDER,
      totalPaise: 324_630,
      money: {
        subtotalPaise: 349_700,
        discountPaise: 34_970,
        promoCode: 'SAVE10',
        shippingPaise: 9_900,
        cgstPaise: 7_729,
        sgstPaise: 7_729,
        igstPaise: 0,
      },
    };
    for (const kind of ['orderConfirmed', 'orderStatusChanged'] as const) {
      const mail = render(kind, { ...SAMPLES[kind], order });
      expect(mail.text).toContain(
        [
          '  2 × ₹1,499.00 = ₹2,998.00',
          '- Canvas Cap',
          '  1 × ₹499.00 = ₹499.00',
          'Subtotal: ₹3,497.00',
          'Code SAVE10: −₹349.70',
          'Shipping: ₹99.00',
          'Total: ₹3,246.30',
          'Includes GST ₹154.58',
          '',
        ].join('\n'),
      );
      expect(visibleText(mail.html)).toContain(
        'Subtotal ₹3,497.00 Code SAVE10 −₹349.70 Shipping ₹99.00 Total ₹3,246.30 Includes GST ₹154.58 ',
      );
      expect(mail.text).not.toContain('Total: ₹3,497.00');
    }
    expect(render('orderConfirmed', { name: 'Asha', order }).subject).toBe(
      'Attire order 3F2A9C1E confirmed',
    );
    // IGST alone (a delivery to another state) is GST all the same.
    const igst = render('orderConfirmed', {
      name: 'Asha',
      order: {
        ...order,
        money: { ...order.money!, cgstPaise: 0, sgstPaise: 0, igstPaise: 15_458 },
      },
    });
    expect(igst.text).toContain('Total: ₹3,246.30\nIncludes GST ₹154.58\n');
  });

  it('still sends a message queued before orders kept their figures, with its total alone', () => {
    const { money: _absent, ...before } = ORDER;
    const mail = render('orderConfirmed', { name: 'Asha', order: before });
    expect(mail.text).toContain('  1 × ₹499.00 = ₹499.00\nTotal: ₹3,497.00\n');
    expect(visibleText(mail.html)).toContain('₹499.00 Total ₹3,497.00 ');
    expect(mail.text).not.toMatch(/Subtotal|Shipping/);
  });

  it('names the new status, the refund and the return in words and rupees', () => {
    const status = render('orderStatusChanged');
    expect(status.subject).toBe('Attire order 3F2A9C1E: in transit');
    expect(status.text).toContain('Your order is on its way.');
    expect(status.text).toContain('Note: Courier: BlueDart');

    const refund = render('orderRefunded');
    expect(refund.subject).toBe('Attire refund of ₹1,499.00 for order 3F2A9C1E');
    expect(visibleText(refund.html)).toContain('Returned items');

    const returned = render('returnUpdated');
    expect(returned.subject).toBe('Attire return for order 3F2A9C1E: approved');
    expect(returned.text).toContain('1 × ₹1,499.00');
    expect(returned.text).not.toContain('Canvas Cap');
  });

  it('says a rejected order is refunded only as on its way, and an unpaid one as not charged', () => {
    const rejected = (payment: MailDataByKind['orderStatusChanged']['payment']) =>
      render('orderStatusChanged', { ...SAMPLES.orderStatusChanged, status: 'rejected', payment })
        .text;
    expect(rejected('refunding')).toContain(
      'We are refunding your payment in full and will e-mail you once PayPal has paid it back.',
    );
    expect(rejected('none')).toContain('You have not been charged.');
    for (const payment of ['refunding', 'inFlight', 'none'] as const) {
      expect(rejected(payment)).not.toMatch(/has been refunded|is refunded in full\./);
    }
  });

  it("escapes what shoppers and admins typed, in the text and in links' attributes", () => {
    const mail = render('orderStatusChanged', {
      ...SAMPLES.orderStatusChanged,
      name: '<script>alert(1)</script>',
      note: '"><img src=x onerror=alert(1)>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
    // The text twin is plain text: it says what was typed, as it was typed.
    expect(mail.text).toContain('<script>alert(1)</script>');
    const coded = render('orderConfirmed', {
      name: 'Asha',
      order: { ...ORDER, money: { ...ORDER.money!, discountPaise: 100, promoCode: '<b>X' } },
    });
    expect(coded.html).toContain('Code &lt;b&gt;X');
    expect(coded.html).not.toContain('<b>X');
    const link = render('verifyEmail', { name: 'A', token: 'a"b&c' });
    expect(link.html).toContain('href="https://shop.example.in/auth/verify-email?token=a%22b%26c"');
  });

  it.each(MAIL_KINDS)('%s ends by saying how to reach the shop', (kind) => {
    const mail = render(kind);
    const reachUs = 'Questions? Write to help@attire.example.in or call 080 4123 4567.';
    expect(mail.text).toContain(reachUs);
    // (visibleText puts a space where the phone's link closes, before the full stop.)
    expect(visibleText(mail.html)).toContain(reachUs.slice(0, -1));
    expect(mail.html).toContain('href="mailto:help@attire.example.in"');
    expect(mail.html).toContain('href="tel:08041234567"');
    // A shop without a phone names its e-mail alone.
    const noPhone = render(kind, SAMPLES[kind], {
      ...CONTEXT,
      shop: { ...SHOP, supportPhone: null },
    });
    expect(noPhone.text).toContain('Questions? Write to help@attire.example.in.');
    expect(noPhone.text).not.toContain('call');
    expect(noPhone.html).not.toContain('tel:');
  });

  it('tells an approved return where to send which items, the address line by line', () => {
    const approved = render('returnUpdated');
    expect(approved.text).toContain('Please send these items back to us.');
    expect(approved.text).toContain('- Linen Shirt\n  Size M · Colour Navy\n  1 × ₹1,499.00');
    expect(approved.text).toContain(
      'Send the items to: Attire Returns\n4th Floor, 12 MG Road\nBengaluru 560001',
    );
    expect(approved.text).toContain('with a note of your order number, 3F2A9C1E');
    expect(approved.text).toContain('we refund them to the PayPal account you paid with');
    expect(approved.html).toContain('Attire Returns<br>4th Floor, 12 MG Road<br>Bengaluru 560001');
    // Only an approval asks for the items.
    const requested = render('returnUpdated', { ...SAMPLES.returnUpdated, status: 'requested' });
    expect(requested.text).not.toContain('Send the items to');
    // No address set yet: the shopper is told whom to ask, not sent nowhere.
    const unset = render('returnUpdated', SAMPLES.returnUpdated, {
      ...CONTEXT,
      shop: { ...SHOP, returnAddress: null },
    });
    expect(unset.text).not.toContain('Send the items to');
    expect(unset.text).toContain(
      'Write to help@attire.example.in and we will tell you where to send the items.',
    );
  });

  it('escapes a return address as it escapes everything typed', () => {
    const mail = render('returnUpdated', SAMPLES.returnUpdated, {
      ...CONTEXT,
      shop: { ...SHOP, returnAddress: '<b>Dock</b> 4\n"Gate" & 2' },
    });
    expect(mail.html).toContain('&lt;b&gt;Dock&lt;/b&gt; 4<br>&quot;Gate&quot; &amp; 2');
    expect(mail.html).not.toContain('<b>Dock');
  });
});
