import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentNumber } from '../../src/modules/tax-documents/document-number.js';
import { financialYearOf } from '../../src/modules/tax-documents/financial-year.js';
import { issueInvoice } from '../../src/modules/tax-documents/issue-document.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertPaidOrder, insertProduct, signInAdmin, signUp } from '../support/fixtures.js';
import { moneySettings } from '../support/money.js';

// The numbers of tax documents: GST's financial year by India's clock, the contract's format
// within 16 characters, and a new series from 1 each 1 April.
describe('tax document numbers', () => {
  it('reads the financial year by the clock in India', () => {
    // 31 March 23:59 in India is 18:29 UTC; 1 April 00:00 in India is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('27-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('99-00');
  });

  it('writes numbers of at most 16 characters while their serial fits', () => {
    expect(documentNumber('ATR', 'invoice', '26-27', 42)).toBe('ATR/26-27/000042');
    expect(documentNumber('ATR', 'creditNote', '26-27', 3)).toBe('ATR/CN/26-27/003');
    expect(documentNumber('INV', 'invoice', '26-27', 1)).toHaveLength(16);
    expect(documentNumber('ABCDE', 'invoice', '26-27', 7)).toBe('ABCDE/26-27/0007');
    // A serial past what fits is written whole, never cut into a number given already.
    expect(documentNumber('ABCDE', 'invoice', '26-27', 123456)).toBe('ABCDE/26-27/123456');
  });

  describe('on the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      const admin = await signInAdmin(t.app);
      await moneySettings(
        () => t.app,
        () => admin,
      ).setStore();
    });
    afterAll(() => t.close());

    async function paidOrder() {
      const shopper = await signUp(t.app);
      const tee = await insertProduct(t.db, { price: 500 });
      const order = await insertPaidOrder(t.db, shopper.user.id, [
        { productId: tee.id, title: 'Tee', pricePaise: 50_000, quantity: 1 },
      ]);
      return order.id;
    }
    const issueAt = async (at: string) => {
      const orderId = await paidOrder();
      return t.db.transaction((tx) => issueInvoice(tx, orderId, new Date(at)));
    };

    it('starts a new series at 1 April 00:00, India time', async () => {
      expect(await issueAt('2027-03-31T23:58:00+05:30')).toBe('ATR/26-27/000001');
      expect(await issueAt('2027-03-31T23:59:00+05:30')).toBe('ATR/26-27/000002');
      expect(await issueAt('2027-04-01T00:00:00+05:30')).toBe('ATR/27-28/000001');
      expect(await issueAt('2027-04-01T00:01:00+05:30')).toBe('ATR/27-28/000002');
    });

    it('gives a rolled-back number to the next document', async () => {
      const orderId = await paidOrder();
      const failed = await t.db
        .transaction(async (tx) => {
          await issueInvoice(tx, orderId, new Date('2028-05-01T10:00:00+05:30'));
          throw new Error('the payment could not be recorded');
        })
        .catch((error: Error) => error.message);
      expect(failed).toBe('the payment could not be recorded');
      expect(await issueAt('2028-05-02T10:00:00+05:30')).toBe('ATR/28-29/000001');
    });
  });
});
