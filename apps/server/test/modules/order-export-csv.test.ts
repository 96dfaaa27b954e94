import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CSV_COLUMNS, type Order } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { csvCalls, fromCsv } from '../support/catalog-csv.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { lifecycleCalls } from '../support/lifecycle.js';
import { BENGALURU, MUMBAI, moneySettings } from '../support/money.js';

type Column = (typeof ORDER_CSV_COLUMNS)[number];
const INDIA_MS = 5.5 * 60 * 60 * 1000;
const indiaToday = () => new Date(Date.now() + INDIA_MS).toISOString().slice(0, 10);
const rupees = (amount: number) => amount.toFixed(2);

// The accountant's file: one row per order line, with the GST each line and the delivery
// carried, as the orders stored them, for a shop in Karnataka selling in and out of its state.
describe('orders CSV export', () => {
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
  const csv = csvCalls(
    () => t,
    () => admin.token,
  );
  let local: Order;
  let interstate: Order;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
    await settings.setStore();
    await settings.setShipping({ flatRate: 80, freeFrom: null, zones: [] });
    const tee = await insertProduct(t.db, { price: 999, title: 'Oxford Tee' });
    const belt = await insertProduct(t.db, {
      price: 3499,
      title: 'Leather Belt',
      category: 'accessories',
    });
    const shopper = await signUp(t.app, { name: 'Asha Rao' });
    local = await calls.paidOrder(
      shopper,
      [
        { productId: tee.id, quantity: 2 },
        { productId: belt.id, quantity: 1 },
      ],
      999 * 2 + 3499 + 80,
      { shippingAddress: BENGALURU },
    );
    interstate = await calls.paidOrder(shopper, [{ productId: tee.id, quantity: 1 }], 999 + 80, {
      shippingAddress: MUMBAI,
    });
  });
  afterAll(() => t.close());

  /** The file's rows as objects keyed by column. */
  async function exported(from: string, to: string) {
    const { response, text } = await csv.exportOrders(from, to);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...records] = fromCsv(text);
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    return records.map(
      (cells) =>
        Object.fromEntries(ORDER_CSV_COLUMNS.map((name, i) => [name, cells[i]])) as Record<
          Column,
          string
        >,
    );
  }

  it('writes a row per line with the GST the order stored, CGST and SGST within the state', async () => {
    const rows = await exported(indiaToday(), indiaToday());
    expect(rows).toHaveLength(3);
    for (const order of [local, interstate]) {
      const lines = rows.filter((row) => row.order_id === order.id);
      expect(lines).toHaveLength(order.orderItems.length);
      for (const item of order.orderItems) {
        const row = lines.find((line) => line.sku === item.sku)!;
        expect(row).toMatchObject({
          order_number: order.id.slice(0, 8).toUpperCase(),
          invoice_number: order.invoice!.number,
          customer_name: 'Asha Rao',
          order_status: 'confirmed',
          payment_status: 'paid',
          title: item.title,
          hsn: item.hsn,
          quantity: String(item.quantity),
          unit_price: rupees(item.price),
          taxable_value: rupees(item.taxableValue),
          tax_rate: String(item.taxRate),
          order_subtotal: rupees(order.subtotal),
          order_shipping: rupees(order.shipping),
          order_cgst: rupees(order.tax.cgst),
          order_sgst: rupees(order.tax.sgst),
          order_igst: rupees(order.tax.igst),
          order_total: rupees(order.totalAmount),
        });
      }
      // The lines' GST and the delivery's add up to the order's, column by column.
      for (const part of ['cgst', 'sgst', 'igst'] as const) {
        const paise = (text: string) => Math.round(Number(text) * 100);
        const sum =
          lines.reduce((total, row) => total + paise(row[part]), 0) +
          paise(lines[0]![`shipping_${part}`]);
        expect(sum, part).toBe(paise(rupees(order.tax[part])));
      }
    }
    const [localRow] = rows.filter((row) => row.order_id === local.id);
    expect(localRow).toMatchObject({ state_code: '29', state: 'Karnataka', igst: '0.00' });
    expect(Number(localRow!.cgst)).toBeGreaterThan(0);
    expect(localRow!.cgst).toBe(localRow!.sgst);
    const [interstateRow] = rows.filter((row) => row.order_id === interstate.id);
    expect(interstateRow).toMatchObject({ state_code: '27', state: 'Maharashtra', cgst: '0.00' });
    // 999 at 5%, out of state: IGST 999 × 5 / 105 = 47.57, taxable value 951.43.
    expect(interstateRow).toMatchObject({ igst: '47.57', taxable_value: '951.43' });
  });

  it('leaves out orders placed outside the dates, and refuses a range that ends first', async () => {
    expect(await exported('2020-01-01', '2020-01-31')).toEqual([]);
    const { response } = await csv.exportOrders('2026-02-01', '2026-01-01');
    expect(response.status).toBe(400);
  });
});
