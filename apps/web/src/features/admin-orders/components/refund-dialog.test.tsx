import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, RefundInput } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import {
  SHIRT_M_NAVY,
  SHIRT_PRODUCT,
  TOTE_LINE,
  TOTE_PRODUCT,
  adminOrderFixture,
  refundFixture,
} from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ADMIN, polyfillRadixSelect } from '../testing/fixtures';
import { AdminOrdersPage } from './admin-orders-page';

vi.setConfig({ testTimeout: 15_000 });
beforeAll(polyfillRadixSelect);
afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'bbbbbbb1-0000-4000-8000-000000000001';

/** One order the stubbed server keeps; a refund is recorded as the server would. */
function stubOrder(initial: AdminOrder, refusal?: { status: number; message: string }) {
  let order = initial;
  const stub = stubApi({
    'GET /admin/order': () => ({
      body: { success: true, orders: [order], total: 1, page: 1, limit: 100 },
    }),
    'GET /admin/order/:id': () => ({ body: { success: true, order } }),
    'POST /admin/order/:id/refund': ({ body }) => {
      if (refusal) return { status: refusal.status, body: { success: false, ...refusal } };
      const input = body as RefundInput;
      const amount =
        input.amount ??
        (input.items ?? []).reduce((sum, item) => {
          const line = order.orderItems.find((candidate) => candidate.productId === item.productId);
          return sum + (line?.price ?? 0) * item.quantity;
        }, 0);
      const refundedAmount = order.refundedAmount + amount;
      const items = (input.items ?? []).map((item) => ({
        productId: item.productId,
        variantId: item.variantId ?? null,
        title: order.orderItems.find((line) => line.productId === item.productId)!.title,
        quantity: item.quantity,
      }));
      order = {
        ...order,
        refundedAmount,
        paymentStatus: refundedAmount >= order.totalAmount ? 'refunded' : 'partiallyRefunded',
        refunds: [
          ...order.refunds,
          refundFixture(`r${order.refunds.length + 1}`, {
            amount,
            reason: input.reason,
            restock: input.restock,
            items,
            at: '2025-03-25T12:00:00.000Z',
          }),
        ],
      };
      return { body: { success: true, message: 'Refund issued.', order } };
    },
  });
  return stub;
}

async function openRefund(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: `View Details of order ${ORDER_ID}` }),
  );
  const details = await screen.findByRole('dialog', { name: 'Order Details' });
  await user.click(await within(details).findByRole('button', { name: 'Refund' }));
  return { details, dialog: await screen.findByRole('dialog', { name: 'Refund' }) };
}

describe('refund dialog', () => {
  it('refunds whole lines, up to what is left of each, and puts them back in stock', async () => {
    // Two shirts and a tote; one shirt was refunded already.
    const { calls } = stubOrder(
      adminOrderFixture(ORDER_ID, {
        orderStatus: 'delivered',
        paymentStatus: 'partiallyRefunded',
        orderItems: [adminOrderFixture(ORDER_ID).orderItems[0]!, TOTE_LINE],
        totalAmount: 3797,
        refundedAmount: 1499,
        refunds: [refundFixture('r0')],
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });
    const { details, dialog } = await openRefund(user);

    expect(dialog).toHaveTextContent(
      'Paid ₹3,797.00, refunded ₹1,499.00: up to ₹2,298.00 can be refunded.',
    );
    expect(within(dialog).getByText(/1 of 2 left/)).toBeInTheDocument();
    expect(within(dialog).getByText(/1 of 1 left/)).toBeInTheDocument();

    // Nothing chosen, no reason: refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Issue refund' }));
    expect(await within(dialog).findByText('Choose at least one item')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    const shirt = within(dialog).getByLabelText('Quantity of Linen shirt (Size M · Navy)');
    const tote = within(dialog).getByLabelText('Quantity of Canvas tote');
    await user.clear(shirt);
    await user.type(shirt, '2');
    await user.type(within(dialog).getByLabelText('Reason'), 'Arrived torn');
    await user.click(within(dialog).getByRole('button', { name: 'Issue refund' }));
    expect(
      await within(dialog).findByText(
        'Only 1 of Linen shirt (M, Navy) can still be refunded or returned.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(shirt);
    await user.type(shirt, '1');
    await user.clear(tote);
    await user.type(tote, '1');
    await user.click(within(dialog).getByLabelText('Put the items back in stock'));
    expect(within(dialog).getByText('Refund total: ₹2,298.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Arrived torn',
      restock: true,
      items: [
        { productId: SHIRT_PRODUCT, variantId: SHIRT_M_NAVY, quantity: 1 },
        { productId: TOTE_PRODUCT, quantity: 1 },
      ],
    });
    expect(getToasts()[0]?.title).toBe('Refund issued.');
    // The order shows it at once: refunded in full, the new refund listed, no Refund left.
    const refunds = within(details).getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getAllByRole('listitem')).toHaveLength(2);
    expect(refunds).toHaveTextContent(
      'Items: Linen shirt × 1, Canvas tote × 1 (put back in stock)',
    );
    expect(refunds).toHaveTextContent('Reason: Arrived torn');
    expect(within(details).getByText('Refunded', { selector: 'span' })).toHaveClass('border');
    expect(within(details).queryByRole('button', { name: 'Refund' })).toBeNull();
    // Its opener gone, focus lands on the refunds rather than nowhere.
    await waitFor(() =>
      expect(within(details).getByRole('heading', { name: 'Refunds' })).toHaveFocus(),
    );
  });

  it('refunds an amount, never more than is left of the payment', async () => {
    const { calls } = stubOrder(adminOrderFixture(ORDER_ID, { orderStatus: 'inProcess' }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });
    const { details, dialog } = await openRefund(user);

    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    const amount = within(dialog).getByLabelText('Amount (up to ₹2,998.00)');
    // Lines and restocking belong to the other choice.
    expect(within(dialog).queryByLabelText('Put the items back in stock')).toBeNull();
    await user.type(amount, '3000');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Issue refund' }));
    expect(
      await within(dialog).findByText('That is more than is left to refund (₹2,998.00).'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Issue refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Goodwill',
      restock: false,
      amount: 500.5,
    });
    const refunds = within(details).getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('₹500.50');
    expect(within(details).getByText('Partially refunded')).toHaveClass('bg-secondary');
    // Money is left: the Refund button stays, and focus returns to it.
    await waitFor(() =>
      expect(within(details).getByRole('button', { name: 'Refund' })).toHaveFocus(),
    );
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const message = 'That is more than is left to refund (₹0.00).';
    stubOrder(adminOrderFixture(ORDER_ID), { status: 409, message });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });
    const { dialog } = await openRefund(user);

    await user.type(within(dialog).getByLabelText('Quantity of Linen shirt (Size M · Navy)'), '1');
    await user.type(within(dialog).getByLabelText('Reason'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Issue refund' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Refund' })).toBeInTheDocument();
    expect(getToasts().some((toast) => toast.title === message)).toBe(false);
  });

  it.each([
    ['pending', false],
    ['paid', true],
    ['partiallyRefunded', true],
    ['refunded', false],
    ['failed', false],
  ] as const)('offers Refund when the payment is %s: %s', async (paymentStatus, offered) => {
    stubOrder(adminOrderFixture(ORDER_ID, { paymentStatus }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });
    await user.click(
      await screen.findByRole('button', { name: `View Details of order ${ORDER_ID}` }),
    );
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    await within(details).findByText('Address: 12 MG Road');
    expect(within(details).queryByRole('button', { name: 'Refund' }) !== null).toBe(offered);
  });
});
