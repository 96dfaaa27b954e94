import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateReturnInput, Order, ShopInfo } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import {
  SHIRT_LINE,
  SHIRT_M_NAVY,
  SHIRT_PRODUCT,
  TOTE_LINE,
  TOTE_PRODUCT,
  orderFixture,
  refundFixture,
  returnFixture,
} from '@/test/order-fixtures';
import { SHOPPER, renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { OrdersTable } from './orders-table';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'ddddddd1-0000-4000-8000-000000000001';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Delivered: two shirts and a tote. The tote was refunded, one shirt is in a return the shop
 * has not settled, so one shirt is left to return.
 */
function deliveredOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture(ORDER_ID, {
    orderStatus: 'delivered',
    paymentStatus: 'partiallyRefunded',
    orderItems: [SHIRT_LINE, TOTE_LINE],
    totalAmount: 3797,
    refundedAmount: 799,
    refunds: [
      refundFixture('r1', {
        amount: 799,
        reason: 'Arrived torn',
        items: [
          {
            productId: TOTE_PRODUCT,
            variantId: TOTE_LINE.variantId,
            title: 'Canvas tote',
            quantity: 1,
          },
        ],
      }),
    ],
    returns: [returnFixture('ret1', ORDER_ID, { reason: 'Too small' })],
    timeline: [
      { at: '2025-03-14T18:45:12.000Z', status: 'pending', by: 'shopper', event: 'placed' },
      { at: '2025-03-14T18:46:00.000Z', status: 'confirmed', by: 'system', event: 'paid' },
      {
        at: '2025-03-18T11:00:00.000Z',
        status: 'delivered',
        by: 'admin',
        event: 'status',
        note: 'Left with the neighbour',
      },
    ],
    returnableUntil: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    ...overrides,
  });
}

const SHOP_INFO: ShopInfo = {
  storeName: 'Attire',
  legalName: 'Attire Retail Private Limited',
  supportEmail: 'help@attire.example.in',
  supportPhone: null,
  address: '12 MG Road\nBengaluru 560001',
  returnAddress: 'Attire Returns\nDock 4, Peenya\nBengaluru 560058',
  gstin: null,
  returnWindowDays: 14,
  shipping: { flatRate: 0, freeFrom: null, zones: [] },
};

/** The shopper's one order; a return request is recorded as the server would. */
function stubOrder(initial: Order, refusal?: string) {
  let order = initial;
  return stubApi({
    'GET /shop/info': () => ({ body: { success: true, shop: SHOP_INFO } }),
    'GET /shop/order/list/:userId': () => ({ body: { success: true, orders: [order] } }),
    'GET /shop/order/details/:id': () => ({ body: { success: true, order } }),
    'POST /shop/order/:id/returns': ({ body }) => {
      if (refusal) return { status: 409, body: { success: false, message: refusal } };
      const input = body as CreateReturnInput;
      const created = returnFixture(`ret${order.returns.length + 1}`, ORDER_ID, {
        reason: input.reason,
        items: input.items.map((item) => {
          const { productId, variantId, title, size, colour, price } = order.orderItems.find(
            (line) => line.productId === item.productId,
          )!;
          return { productId, variantId, title, size, colour, price, quantity: item.quantity };
        }),
      });
      order = { ...order, returns: [...order.returns, created] };
      return {
        status: 201,
        body: { success: true, message: 'Your return request has been sent.', return: created },
      };
    },
  });
}

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  // Phones get cards and wider screens a table; jsdom has both.
  const [button] = await screen.findAllByRole('button', { name: /View Details/ });
  await user.click(button!);
  return screen.findByRole('dialog', { name: 'Order Details' });
}

describe("a shopper's order details", () => {
  it('show its timeline, refunds and returns, each status by its name', async () => {
    stubOrder(deliveredOrder());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrdersTable />, { user: SHOPPER });
    const dialog = await openDetails(user);

    expect(await within(dialog).findByText('Partially refunded')).toHaveClass('bg-secondary');
    expect(within(dialog).getByText('Delivered', { selector: 'span.rounded-md' })).toHaveClass(
      'bg-success',
    );

    const timeline = within(dialog).getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(
      steps.map((step) => step.textContent?.replace(/^.*?(?=Pending|Confirmed|Delivered)/, '')),
    ).toEqual([
      // Who took each step is the back office's business: the shopper is not told.
      'Pending·Order placed',
      'Confirmed·Payment received',
      'Delivered·Status changedNote: Left with the neighbour',
    ]);
    // Each step says when, in a machine-readable form too.
    expect(within(steps[0]!).getByText(/2025/).closest('time')).toHaveAttribute(
      'datetime',
      '2025-03-14T18:45:12.000Z',
    );

    const refunds = within(dialog).getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('₹799.00');
    expect(refunds).toHaveTextContent('Completed');
    expect(refunds).toHaveTextContent('Items: Canvas tote × 1');
    expect(refunds).toHaveTextContent('Reason: Arrived torn');

    const returns = within(dialog).getByRole('region', { name: 'Returns' });
    expect(within(returns).getByText('Requested')).toHaveClass('bg-primary');
    expect(returns).toHaveTextContent('Linen shirt (Size M · Navy) × 1');
    expect(returns).toHaveTextContent('Reason: Too small');
  });

  it('ask for a return of what can still be returned, then list it', async () => {
    const { calls } = stubOrder(deliveredOrder());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrdersTable />, { user: SHOPPER });
    const details = await openDetails(user);

    await user.click(await within(details).findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    const shirt = within(dialog).getByLabelText('Quantity of Linen shirt (Size M · Navy)');
    // The tote was refunded: nothing of it is left to return.
    expect(within(dialog).getByLabelText('Quantity of Canvas tote')).toBeDisabled();
    expect(within(dialog).getByText(/1 of 2 left/)).toBeInTheDocument();
    expect(within(dialog).getByText(/0 of 1 left/)).toBeInTheDocument();

    // Where the items will go, before anything is sent.
    const note = await within(dialog).findByText('Send the items to');
    expect(note.parentElement).toHaveTextContent('Attire Returns Dock 4, Peenya Bengaluru 560058');
    const reasons = within(dialog).getByRole('group', { name: 'Reason for the return' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'Size too small',
      'Size too large',
      'Not as pictured',
      'Damaged or faulty',
      'Changed my mind',
      'Other',
    ]);
    // The shopper's own words are asked for only for "Other".
    expect(within(dialog).queryByLabelText('Tell us more')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));
    expect(await within(dialog).findByText('Choose at least one item')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a reason for the return')).toBeInTheDocument();

    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    const other = within(dialog).getByLabelText('Tell us more');
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));
    expect(
      await within(dialog).findByText('Tell us why you are returning the items'),
    ).toBeInTheDocument();
    expect(other).toHaveAttribute('aria-invalid', 'true');

    await user.clear(shirt);
    await user.type(shirt, '2');
    await user.type(other, 'Too big');
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));
    expect(
      await within(dialog).findByText(
        'Only 1 of Linen shirt (M, Navy) can still be refunded or returned.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(shirt);
    await user.type(shirt, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request a return' })).toBeNull(),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [{ productId: SHIRT_PRODUCT, variantId: SHIRT_M_NAVY, quantity: 1 }],
      reason: 'Other: Too big',
    });
    expect(getToasts()[0]).toMatchObject({
      title: 'Your return request has been sent.',
      description:
        'Once we approve it, send the items to Attire Returns, Dock 4, Peenya, Bengaluru 560058.',
    });
    const returns = within(details).getByRole('region', { name: 'Returns' });
    await waitFor(() => expect(within(returns).getAllByText('Requested')).toHaveLength(2));
    expect(returns).toHaveTextContent('Reason: Other: Too big');
    // The order keeps saying where the items go while its returns are open.
    expect(within(details).getByText('Send the items to')).toBeInTheDocument();
    // Nothing is left to return: the button goes, and focus moves to the returns.
    expect(within(details).queryByRole('button', { name: 'Request a return' })).toBeNull();
    await waitFor(() =>
      expect(within(details).getByRole('heading', { name: 'Returns' })).toHaveFocus(),
    );
  });

  it("shows the server's refusal in the return dialog", async () => {
    const message =
      "Returns are accepted within 14 days of delivery; this order's window has closed.";
    stubOrder(deliveredOrder(), message);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrdersTable />, { user: SHOPPER });
    const details = await openDetails(user);

    await user.click(await within(details).findByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    await user.type(within(dialog).getByLabelText('Quantity of Linen shirt (Size M · Navy)'), '1');
    await user.click(within(dialog).getByRole('radio', { name: 'Size too large' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // Cancel closes it, and focus returns to the button that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(details).getByRole('button', { name: 'Request a return' })).toHaveFocus(),
    );
  });

  const everythingInAReturn = returnFixture('ret1', ORDER_ID, {
    items: [{ ...returnFixture('x', ORDER_ID).items[0]!, quantity: 2 }],
  });
  it.each<[string, Partial<Order>]>([
    ['before delivery', { orderStatus: 'inTransit', returnableUntil: null }],
    ['after the window', { returnableUntil: new Date(Date.now() - DAY_MS).toISOString() }],
    ['when everything is refunded or in a return', { returns: [everythingInAReturn] }],
  ])('offer no return %s', async (_when, overrides) => {
    stubOrder(deliveredOrder(overrides));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrdersTable />, { user: SHOPPER });
    const details = await openDetails(user);
    await within(details).findByText('Items', { selector: 'h3' });
    expect(within(details).queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it('offer a return within the window', async () => {
    stubOrder(deliveredOrder());
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrdersTable />, { user: SHOPPER });
    const details = await openDetails(user);
    expect(await within(details).findByRole('button', { name: 'Request a return' })).toBeVisible();
  });
});
