import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, sampleProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { makeDue } from '../support/jobs.js';
import { runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { backInStockMessages, stockAlertCalls } from '../support/stock-alerts.js';

// Issue 28: the back-in-stock e-mail as a shopper reads it, and the stock checked again when it
// leaves: a size that sold out again before its e-mail left keeps its shoppers waiting.

const SHOP_URL = 'https://shop.example.in';
const PUBLIC_URL = 'https://api.example.in';

describe('the back-in-stock e-mail', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: Session;
  const calls = stockAlertCalls(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        // The web app on an origin of its own: e-mail links lead there, pictures to PUBLIC_URL.
        CLIENT_ORIGIN: SHOP_URL,
      },
    });
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** What reached a shopper, without the verification e-mail every sign-up sends. */
  const mailTo = (who: Session) =>
    smtp.to(who.user.email).filter((mail) => !mail.subject.startsWith('Verify'));

  it("shows the size and colour, the colour's picture and a link to the product page", async () => {
    const shirt = await calls.addShirt({ s: 3, m: 0 });
    const asha = await signUp(t.app, { name: 'Asha Rao' });
    expect((await calls.ask(asha, shirt.product.id, shirt.medium.id)).status).toBe(201);
    await shirt.setStock({ s: 3, m: 2 });
    await runJobs(t.app);

    const [mail, ...more] = mailTo(asha);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Back in stock: Linen Shirt, M, Navy');
    const page = `${SHOP_URL}/shop/product/${shirt.product.id}?colour=navy`;
    expect(mail!.html).toContain(`<img src="${PUBLIC_URL}/uploads/shirt-navy.webp"`);
    expect(mail!.html).toContain(`href="${page}"`);
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Hello Asha Rao');
      expect(body).toContain('Linen Shirt');
      expect(body).toContain('Navy');
    }
    expect(mail!.text).toContain('Size: M');
    expect(mail!.text).toContain('Colour: Navy');
    expect(mail!.text).toContain(page);
    expect(mail!.html).toContain('Attire');
  });

  it('leaves size and colour out of the subject of a product that has neither', async () => {
    const admin1 = api(t.app, admin.token);
    const body = sampleProduct({ title: 'Canvas Tote', totalStock: 0 });
    const added = await admin1.call('adminProducts.add', { body });
    const tote = added.body.product;
    const ravi = await signUp(t.app, { name: 'Ravi' });
    expect((await calls.ask(ravi, tote.id, tote.variants[0]!.id)).status).toBe(201);
    await admin1.call('adminProducts.edit', {
      params: { id: tote.id },
      body: { ...body, totalStock: 5 },
    });
    await runJobs(t.app);
    const [mail] = mailTo(ravi);
    expect(mail!.subject).toBe('Back in stock: Canvas Tote');
    expect(mail!.html).toContain(`href="${SHOP_URL}/shop/product/${tote.id}"`);
    expect(mail!.html).toContain(`<img src="${PUBLIC_URL}/uploads/sample.webp"`);
  });

  it('keeps the shopper waiting when the size sells out again before the e-mail leaves', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const meera = await signUp(t.app, { name: 'Meera' });
    expect((await calls.ask(meera, shirt.product.id, shirt.small.id)).status).toBe(201);

    // Back in stock, but the SMTP server is down: the e-mail is queued and waits for a retry.
    smtp.refuse();
    await shirt.setStock({ s: 1, m: 3 });
    await runJobs(t.app);
    expect((await calls.alertsOf(meera))[0]!.status).toBe('sent');
    expect(await backInStockMessages(t.db, meera.user.email)).toEqual([
      { id: expect.any(String), state: 'queued' },
    ]);

    // Sold out again before the retry: the e-mail never leaves, and the alert waits again.
    await shirt.setStock({ s: 0, m: 3 });
    smtp.accept();
    await makeDue(t.db, 'mail.send');
    await runJobs(t.app);
    expect(mailTo(meera)).toEqual([]);
    expect(await backInStockMessages(t.db, meera.user.email)).toEqual([]);
    const [alert] = await calls.alertsOf(meera);
    expect(alert).toMatchObject({ status: 'waiting', sentAt: null });

    // The next rise from 0 tells her, once.
    await shirt.setStock({ s: 2, m: 3 });
    await runJobs(t.app);
    expect(mailTo(meera).map((mail) => mail.subject)).toEqual([
      'Back in stock: Linen Shirt, S, Navy',
    ]);
    expect((await calls.alertsOf(meera))[0]).toMatchObject({ id: alert!.id, status: 'sent' });
  });

  it('sends nothing for an alert the shopper ended after its e-mail was queued', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const noor = await signUp(t.app, { name: 'Noor' });
    const asked = await calls.ask(noor, shirt.product.id, shirt.small.id);
    smtp.refuse();
    await shirt.setStock({ s: 1, m: 3 });
    await runJobs(t.app);
    const ended = await api(t.app, noor.token).call('stockAlerts.delete', {
      params: { id: asked.body.alert.id },
    });
    expect(ended.status).toBe(200);
    smtp.accept();
    await makeDue(t.db, 'mail.send');
    await runJobs(t.app);
    expect(mailTo(noor)).toEqual([]);
  });
});
