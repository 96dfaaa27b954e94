import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { adminOrderFixture as makeOrder } from '@/test/order-fixtures';
import { ADMIN, polyfillRadixSelect } from '../testing/fixtures';
import { orderNumber } from '@/components/order/order-labels';
import { AdminOrdersPage } from './admin-orders-page';

// Whole pages driven through real events: give a busy CI machine room.
vi.setConfig({ testTimeout: 15_000 });
beforeAll(polyfillRadixSelect);
afterEach(() => vi.unstubAllGlobals());

const ID = {
  confirmed: 'aaaaaaa1-0000-4000-8000-000000000001',
  delivered: 'aaaaaaa2-0000-4000-8000-000000000002',
  rejected: 'aaaaaaa3-0000-4000-8000-000000000003',
  inShipping: 'aaaaaaa4-0000-4000-8000-000000000004',
};

/** Orders the stubbed server keeps, one page of 2 at a time to prove the table reads them all. */
function stubOrders(initial: Order[]) {
  let orders = [...initial];
  return stubApi({
    'GET /admin/order': ({ query }) => {
      const page = Number(query.get('page'));
      return {
        body: {
          success: true,
          orders: orders.slice((page - 1) * 2, page * 2),
          total: orders.length,
          page,
          limit: 2,
        },
      };
    },
    'GET /admin/order/:id': ({ params }) => ({
      body: { success: true, order: orders.find((order) => order.id === params.id) },
    }),
    'PUT /admin/order/:id': ({ params, body }) => {
      const { orderStatus, note } = body as { orderStatus: Order['orderStatus']; note?: string };
      // As the server does: the step goes on the order's timeline.
      const step = {
        at: '2025-03-15T09:00:00.000Z',
        status: orderStatus,
        by: 'admin',
        event: 'status',
        note,
      } as const;
      orders = orders.map((order) =>
        order.id === params.id
          ? { ...order, orderStatus, timeline: [...order.timeline, step] }
          : order,
      );
      const order = orders.find((item) => item.id === params.id);
      return { body: { success: true, message: 'Order status updated successfully!', order } };
    },
  });
}

function rowOf(id: string) {
  return screen.getByText(orderNumber(id)).closest('tr')!;
}

describe('admin orders', () => {
  it("lists every page of orders with India's date and coloured status badges", async () => {
    stubOrders([
      makeOrder(ID.confirmed, { orderStatus: 'confirmed' }),
      makeOrder(ID.delivered, { orderStatus: 'delivered', orderDate: '2025-01-02T00:00:00Z' }),
      makeOrder(ID.rejected, { orderStatus: 'rejected' }),
      makeOrder(ID.inShipping, { orderStatus: 'inShipping', totalAmount: 123456.5 }),
    ]);
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });

    expect(await screen.findByText('AAAAAAA4')).toBeInTheDocument();
    expect(within(rowOf(ID.delivered)).getByText('2 Jan 2025')).toBeInTheDocument();
    // 18:45 UTC on the 14th is past midnight in India: the order is dated the 15th.
    expect(within(rowOf(ID.confirmed)).getByText('15 Mar 2025')).toBeInTheDocument();
    expect(screen.queryByText(/T18:45/)).not.toBeInTheDocument();

    expect(within(rowOf(ID.confirmed)).getByText('Confirmed')).toHaveClass('bg-success');
    expect(within(rowOf(ID.delivered)).getByText('Delivered')).toHaveClass('bg-success');
    expect(within(rowOf(ID.rejected)).getByText('Rejected')).toHaveClass('bg-destructive');
    expect(within(rowOf(ID.inShipping)).getByText('In shipping')).toHaveClass('bg-primary');
    expect(within(rowOf(ID.inShipping)).getByText('₹1,23,456.50')).toBeInTheDocument();
  });

  it('offers only the next statuses, sends the note, and shows the step on the timeline', async () => {
    const { calls } = stubOrders([makeOrder(ID.inShipping, { orderStatus: 'confirmed' })]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });

    const opener = await screen.findByRole('button', {
      name: `View Details of order ${ID.inShipping}`,
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText('Address: 12 MG Road')).toBeInTheDocument();
    const line = within(dialog).getByText('Linen shirt').closest('li')!;
    // The line names what to pick from the shelf: size, colour and SKU.
    expect(line).toHaveTextContent('Size M · Navy');
    expect(within(line).getByText('SKU: AT-LINEN-M-NAVY')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment method')).toBeInTheDocument();

    // Nothing is chosen until the admin picks one of what a confirmed order may become.
    const update = within(dialog).getByRole('button', { name: 'Update Order Status' });
    expect(update).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Order Status'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['In process', 'Rejected']);
    await user.click(screen.getByRole('option', { name: 'In process' }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), '  Packed at Pune  ');
    await user.click(update);

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Order status updated successfully!'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      orderStatus: 'inProcess',
      note: 'Packed at Pune',
    });
    const statusRow = within(dialog).getByText('Order Status', { selector: 'dt' }).parentElement!;
    expect(within(statusRow).getByText('In process')).toHaveClass('bg-primary');
    const timeline = within(dialog).getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent(
      /In process.*Status changed.*By Admin.*Note: Packed at Pune/,
    );

    // The next choice is offered afresh, from what an order in process may become.
    await waitFor(() => expect(within(dialog).getByLabelText('Order Status')).toHaveFocus());
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('');
    await user.click(within(dialog).getByLabelText('Order Status'));
    const next = await screen.findAllByRole('option');
    expect(next.map((option) => option.textContent)).toEqual(['In shipping', 'Rejected']);
    await user.keyboard('{Escape}');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(ID.inShipping)).getByText('In process')).toHaveClass('bg-primary');
    // Focus returns to the button that opened the dialog.
    expect(opener).toHaveFocus();
  });

  it('says a delivered order is final and offers no status to choose', async () => {
    stubOrders([makeOrder(ID.delivered, { orderStatus: 'delivered', paymentStatus: 'paid' })]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });

    await user.click(
      await screen.findByRole('button', { name: `View Details of order ${ID.delivered}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(
      await within(dialog).findByText("This order's status is final: it cannot change any more."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Update Order Status' }),
    ).not.toBeInTheDocument();
  });

  it("shows a refused change with the server's message", async () => {
    stubApi({
      'GET /admin/order': () => ({
        body: {
          success: true,
          orders: [makeOrder(ID.confirmed, { orderStatus: 'confirmed' })],
          total: 1,
          page: 1,
          limit: 100,
        },
      }),
      'GET /admin/order/:id': () => ({
        body: { success: true, order: makeOrder(ID.confirmed, { orderStatus: 'confirmed' }) },
      }),
      'PUT /admin/order/:id': () => ({
        status: 409,
        body: {
          success: false,
          message: 'An order that is delivered cannot change status any more.',
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminOrdersPage />, { user: ADMIN });

    await user.click(
      await screen.findByRole('button', { name: `View Details of order ${ID.confirmed}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await user.click(await within(dialog).findByLabelText('Order Status'));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Order Status' }));

    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'An order that is delivered cannot change status any more.',
        variant: 'destructive',
      }),
    );
  });
});
