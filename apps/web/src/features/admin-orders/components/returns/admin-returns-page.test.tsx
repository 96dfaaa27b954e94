import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminReturn, ReturnStatus, UpdateReturnInput } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { TOTE_LINE, returnFixture } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ADMIN, polyfillRadixSelect } from '../../testing/fixtures';
import { AdminReturnsPage } from './admin-returns-page';

vi.setConfig({ testTimeout: 15_000 });
beforeAll(polyfillRadixSelect);
afterEach(() => vi.unstubAllGlobals());

const ORDER = {
  first: 'ccccccc1-0000-4000-8000-000000000001',
  second: 'ccccccc2-0000-4000-8000-000000000002',
  third: 'ccccccc3-0000-4000-8000-000000000003',
};

function adminReturn(id: string, orderId: string, overrides: Partial<AdminReturn> = {}) {
  return {
    ...returnFixture(id, orderId),
    customer: { name: 'Asha Rao', email: 'asha@example.com' },
    orderTotal: 2998,
    ...overrides,
  } satisfies AdminReturn;
}

/** Returns the stubbed server keeps, filtered by ?status= and paged 2 at a time. */
function stubReturns(initial: AdminReturn[], refusal?: string) {
  let returns = [...initial];
  return stubApi({
    'GET /admin/returns': ({ query }) => {
      const status = query.get('status');
      const page = Number(query.get('page'));
      const matching = returns.filter((entry) => !status || entry.status === status);
      return {
        body: {
          success: true,
          returns: matching.slice((page - 1) * 2, page * 2),
          total: matching.length,
          page,
          limit: 2,
        },
      };
    },
    'PUT /admin/returns/:id': ({ params, body }) => {
      if (refusal) return { status: 409, body: { success: false, message: refusal } };
      const { status, note } = body as UpdateReturnInput;
      returns = returns.map((entry) =>
        entry.id === params.id ? { ...entry, status, ...(note && { note }) } : entry,
      );
      const updated = returns.find((entry) => entry.id === params.id);
      return { body: { success: true, message: 'Return updated.', return: updated } };
    },
  });
}

const table = () => screen.getByRole('table', { name: 'Returns' });
const rowOf = (reason: string) => within(table()).getByText(reason).closest('tr')!;
const actionsOf = (reason: string) =>
  within(rowOf(reason))
    .queryAllByRole('button')
    .map((button) => button.textContent?.replace(/ the return of order .*/, ''));

describe('admin returns page', () => {
  it('lists every page of returns with their order, customer, items, reason and status', async () => {
    stubReturns([
      adminReturn('r1', ORDER.first, { reason: 'Too small' }),
      adminReturn('r2', ORDER.second, { reason: 'Wrong colour', status: 'approved' }),
      adminReturn('r3', ORDER.third, {
        reason: 'Changed my mind',
        status: 'refunded',
        note: 'Refunded to PayPal',
        items: [{ ...TOTE_LINE, productId: TOTE_LINE.productId, quantity: 1 }],
      }),
    ]);
    renderWithProviders(<AdminReturnsPage />, { user: ADMIN, route: '/admin/returns' });

    await screen.findAllByText('Changed my mind');
    const row = rowOf('Changed my mind');
    expect(row).toHaveTextContent('CCCCCCC3');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('22 Mar 2025');
    expect(row).toHaveTextContent('Canvas tote × 1');
    expect(row).toHaveTextContent('Note: Refunded to PayPal');
    expect(within(row).getByText('Refunded')).toHaveClass('bg-success');
    expect(within(rowOf('Too small')).getByText('Linen shirt (Size M · Navy) × 1')).toBeVisible();
    expect(within(rowOf('Too small')).getByText('Requested')).toHaveClass('bg-primary');
    expect(within(rowOf('Wrong colour')).getByText('Approved')).toHaveClass('bg-secondary');

    // Only the steps each status allows.
    expect(actionsOf('Too small')).toEqual(['Approve', 'Reject', 'Refund']);
    expect(actionsOf('Wrong colour')).toEqual(['Reject', 'Refund']);
    expect(actionsOf('Changed my mind')).toEqual([]);
  });

  it('filters by status, kept in the address', async () => {
    const { calls } = stubReturns([
      adminReturn('r1', ORDER.first, { reason: 'Too small' }),
      adminReturn('r2', ORDER.second, { reason: 'Wrong colour', status: 'approved' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminReturnsPage />, { user: ADMIN, route: '/admin/returns' });
    await screen.findAllByText('Wrong colour');

    await user.click(screen.getByLabelText('Status'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All statuses',
      'Requested',
      'Approved',
      'Rejected',
      'Refunded',
    ]);
    await user.click(screen.getByRole('option', { name: 'Approved' }));

    await waitFor(() => expect(within(table()).queryByText('Too small')).toBeNull());
    expect(within(table()).getByText('Wrong colour')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('status')).toBe('approved');

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('No returns with this status.')).toBeInTheDocument();
  });

  it('reads the filter from the address', async () => {
    const { calls } = stubReturns([adminReturn('r1', ORDER.first, { reason: 'Too small' })]);
    renderWithProviders(<AdminReturnsPage />, {
      user: ADMIN,
      route: '/admin/returns?status=requested',
    });
    await screen.findAllByText('Too small');
    expect(calls[0]?.query.get('status')).toBe('requested');
    expect(screen.getByLabelText('Status')).toHaveTextContent('Requested');
  });

  it.each([
    ['Approve', 'approved', 'Approve return', 'Approved'],
    ['Reject', 'rejected', 'Reject return', 'Rejected'],
    ['Refund', 'refunded', 'Refund return', 'Refunded'],
  ] as const)(
    '%s: confirms in a dialog with an optional note, then shows the new status',
    async (button, status: ReturnStatus, title, label) => {
      const { calls } = stubReturns([adminReturn('r1', ORDER.first, { reason: 'Too small' })]);
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<AdminReturnsPage />, { user: ADMIN, route: '/admin/returns' });
      await screen.findAllByText('Too small');

      await user.click(
        within(rowOf('Too small')).getByRole('button', {
          name: `${button} the return of order CCCCCCC1`,
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: title });
      if (status === 'refunded') {
        expect(dialog).toHaveTextContent('₹1,499.00 is paid back and the items go back in stock.');
      }
      await user.type(within(dialog).getByLabelText('Note (optional)'), 'Checked by Ravi');
      await user.click(within(dialog).getByRole('button', { name: title }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        status,
        note: 'Checked by Ravi',
      });
      expect(getToasts()[0]?.title).toBe('Return updated.');
      await waitFor(() => expect(within(rowOf('Too small')).getByText(label)).toBeVisible());
      expect(rowOf('Too small')).toHaveTextContent('Note: Checked by Ravi');
    },
  );

  it('sends no note when none is written, and returns focus to the page when the button goes', async () => {
    const { calls } = stubReturns([adminReturn('r1', ORDER.first, { reason: 'Too small' })]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminReturnsPage />, { user: ADMIN, route: '/admin/returns' });
    await screen.findAllByText('Too small');

    const approve = within(rowOf('Too small')).getByRole('button', { name: /^Approve/ });
    approve.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Approve return' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'approved' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Return Requests' })).toHaveFocus(),
    );
    expect(actionsOf('Too small')).toEqual(['Reject', 'Refund']);
  });

  it("shows the server's refusal in the dialog", async () => {
    const message = 'A return that is refunded cannot change any more.';
    stubReturns([adminReturn('r1', ORDER.first, { reason: 'Too small' })], message);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminReturnsPage />, { user: ADMIN, route: '/admin/returns' });
    await screen.findAllByText('Too small');

    await user.click(within(rowOf('Too small')).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject return' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('says when there are no returns', async () => {
    stubReturns([]);
    renderWithProviders(<AdminReturnsPage />, { user: ADMIN, route: '/admin/returns' });
    expect(await screen.findByText('No returns yet.')).toBeInTheDocument();
  });
});
