import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promotion, User } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi, type StubReply } from '@/test/stub-api';
import { AdminPromotionsPage } from './admin-promotions-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
  emailVerified: true,
};

const CODE_TAKEN =
  'A promotion with this code already exists (codes are matched without regard to case).';

function promotion(n: number, overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code: `CODE${n}`,
    description: '',
    kind: 'percentage',
    value: 10,
    minSubtotal: 0,
    categories: [],
    brands: [],
    startsAt: '2025-01-01T00:00:00.000Z',
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: 1,
    active: true,
    timesUsed: 0,
    ...overrides,
  };
}

const SUMMER = promotion(1, {
  code: 'SUMMER10',
  description: 'Summer sale',
  usageLimit: 100,
  timesUsed: 3,
  // Seconds the form's minute-long inputs cannot show: an edit must keep them.
  startsAt: '2025-04-01T10:15:42.000Z',
});
const FLAT = promotion(2, {
  code: 'FLAT150',
  kind: 'fixed',
  value: 150.5,
  minSubtotal: 999,
  categories: ['men', 'women'],
  brands: ['h&m'],
  endsAt: '2099-01-01T00:00:00.000Z',
  perCustomerLimit: null,
});
const SHIPFREE = promotion(3, { code: 'SHIPFREE', kind: 'freeShipping', value: 0 });
const OLD = promotion(4, {
  code: 'DIWALI24',
  active: false,
  startsAt: '2024-10-20T00:00:00.000Z',
  endsAt: '2024-11-05T00:00:00.000Z',
  timesUsed: 12,
});

/** The promotions a stubbed server keeps, in one page; `add` and `edit` may be refused. */
function stubPromotions(initial: Promotion[], refuse?: { add?: StubReply; list?: () => boolean }) {
  let promotions = [...initial];
  return stubApi({
    'GET /admin/promotions': ({ query }) => {
      if (refuse?.list?.()) {
        return { status: 500, body: { success: false, message: 'Something went wrong!' } };
      }
      return {
        body: {
          success: true,
          promotions,
          total: promotions.length,
          page: Number(query.get('page')),
          limit: Number(query.get('limit')),
        },
      };
    },
    'POST /admin/promotions': ({ body }) => {
      if (refuse?.add) return refuse.add;
      const added = { ...promotion(99), ...(body as object), timesUsed: 0 } as Promotion;
      promotions = [added, ...promotions];
      return { status: 201, body: { success: true, promotion: added } };
    },
    'PUT /admin/promotions/:id': ({ params, body }) => {
      const before = promotions.find((item) => item.id === params.id)!;
      const edited = { ...before, ...(body as object) } as Promotion;
      promotions = promotions.map((item) => (item.id === params.id ? edited : item));
      return { body: { success: true, promotion: edited } };
    },
    'DELETE /admin/promotions/:id': ({ params }) => {
      const found = promotions.find((item) => item.id === params.id)!;
      if (found.timesUsed === 0) {
        promotions = promotions.filter((item) => item.id !== params.id);
        return {
          body: {
            success: true,
            message: 'The promotion was never used, so it has been deleted.',
            promotion: null,
          },
        };
      }
      const ended = { ...found, active: false, endsAt: new Date().toISOString() };
      promotions = promotions.map((item) => (item.id === params.id ? ended : item));
      return {
        body: { success: true, message: 'The promotion has ended.', promotion: ended },
      };
    },
  });
}

function renderPage() {
  renderWithProviders(<AdminPromotionsPage />, { route: '/admin/promotions', user: ADMIN });
  return userEvent.setup({ delay: null });
}

const table = () => screen.getByRole('table', { name: 'Promotion codes' });
/** The row whose Code cell begins with `code`. */
const rowOf = (code: string) => {
  const rows = within(table()).getAllByRole('row').slice(1);
  const row = rows.find((candidate) =>
    within(candidate).getAllByRole('cell')[0]?.textContent?.startsWith(code),
  );
  if (!row) throw new Error(`No row for ${code}`);
  return row;
};
const codes = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const cellsOf = (code: string) =>
  within(rowOf(code))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => screen.findByRole('dialog');

describe('admin promotions page', () => {
  it("lists each code's offer, dates, uses and state", async () => {
    const { calls } = stubPromotions([SUMMER, FLAT, SHIPFREE, OLD]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotion codes...');
    await screen.findByRole('table', { name: 'Promotion codes' });
    expect(calls[0]?.query.get('page')).toBe('1');

    expect(cellsOf('SUMMER10')).toEqual([
      'SUMMER10Summer sale',
      '10% offEverything',
      // 10:15 UTC is 3:45 pm in India.
      'From 1 Apr 2025, 3:45 pm ISTNo end date',
      '3 of 100Once per customer',
      'Active',
      'Edit SUMMER10End SUMMER10',
    ]);
    expect(cellsOf('FLAT150')).toEqual([
      'FLAT150',
      '₹150.50 offMen, Women · H&MOn orders from ₹999.00',
      expect.stringMatching(/^From .+2025, .+Until .+2099, .+$/),
      '0 (no limit)No limit per customer',
      'Active',
      'Edit FLAT150End FLAT150',
    ]);
    expect(cellsOf('SHIPFREE')[1]).toBe('Free deliveryEverything');
    // An ended code cannot be ended again, and the page says so.
    expect(cellsOf('DIWALI24')[4]).toBe('Ended');
    const endOld = within(rowOf('DIWALI24')).getByRole('button', { name: 'End DIWALI24' });
    expect(endOld).toBeDisabled();
    expect(endOld).toHaveAccessibleDescription('Already ended');
  });

  it('shows cards on a phone-sized screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubPromotions([SUMMER, OLD]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Promotion codes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('SUMMER10');
    expect(first).toHaveTextContent('Used 3 of 100');
    expect(within(first!).getByRole('button', { name: 'Edit SUMMER10' })).toBeEnabled();
  });

  it('says when there are no codes yet', async () => {
    stubPromotions([]);
    renderPage();
    expect(await screen.findByText('No promotion codes yet. Add one to run a sale.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the codes could not be loaded, and tries again', async () => {
    let failing = true;
    stubPromotions([SUMMER], { list: () => failing });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The promotion codes could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Promotion codes' })).toBeInTheDocument();
  });

  it('adds a code from the dialog, by keyboard', async () => {
    const { calls } = stubPromotions([SUMMER]);
    const user = renderPage();
    await screen.findByRole('table');
    const addButton = screen.getByRole('button', { name: 'Add promotion' });
    addButton.focus();
    await user.keyboard('{Enter}');
    expect(await dialog()).toHaveAccessibleName('Add promotion');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton).toHaveFocus();

    await user.keyboard('{Enter}');
    const form = await dialog();

    await user.type(within(form).getByLabelText(/^Code/), 'FESTIVE200');
    await user.click(within(form).getByLabelText('Amount off'));
    const amount = within(form).getByLabelText('Amount off (₹)');
    await user.clear(amount);
    await user.type(amount, '200');
    await user.type(within(form).getByLabelText(/^Minimum spend/), '{selectall}1499');
    await user.click(within(form).getByLabelText('Footwear'));
    await user.click(within(form).getByLabelText('Puma'));
    fireEvent.change(within(form).getByLabelText(/^Starts/), {
      target: { value: '2025-11-01T09:30' },
    });
    fireEvent.change(within(form).getByLabelText(/^Ends/), {
      target: { value: '2025-11-15T00:00' },
    });
    // Enter in a field sends the form, as the Add button does.
    await user.type(within(form).getByLabelText(/^Uses in all/), '500{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      code: 'FESTIVE200',
      description: '',
      kind: 'fixed',
      value: 200,
      minSubtotal: 1499,
      categories: ['footwear'],
      brands: ['puma'],
      // India's time, whatever the admin's computer's zone: 09:30 in Pune is 04:00 UTC.
      startsAt: '2025-11-01T04:00:00.000Z',
      endsAt: '2025-11-14T18:30:00.000Z',
      usageLimit: 500,
      perCustomerLimit: 1,
      active: true,
    });
    expect(getToasts()[0]?.title).toBe('Promotion added.');
    await waitFor(() => expect(codes()).toEqual(['FESTIVE200', 'SUMMER10Summer sale']));
  });

  it('refuses what the contract refuses, beside each field, before sending', async () => {
    const { calls } = stubPromotions([]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add promotion' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Code/), 'NO SPACES');
    const percent = within(form).getByLabelText('Percentage off (1 to 90)');
    await user.clear(percent);
    await user.type(percent, '95');
    fireEvent.change(within(form).getByLabelText(/^Ends/), {
      // In India's time (midnight of 1 Jan 2000 there is still 1999 in UTC).
      target: { value: '2000-01-02T00:00' },
    });
    await user.clear(within(form).getByLabelText(/^Uses per customer/));
    await user.type(within(form).getByLabelText(/^Uses per customer/), '0');
    await user.click(within(form).getByRole('button', { name: 'Add promotion' }));

    expect(
      await within(form).findByText('Code may hold only letters, digits, - and _'),
    ).toBeVisible();
    expect(within(form).getByLabelText(/^Code/)).toHaveAccessibleDescription(
      'Code may hold only letters, digits, - and _',
    );
    expect(within(form).getByText('Enter a whole percentage from 1 to 90')).toBeVisible();
    expect(within(form).getByText('The end must be after the start')).toBeVisible();
    expect(
      within(form).getByText('Uses per customer must be at least 1, or empty for no limit'),
    ).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for no value for free delivery', async () => {
    const { calls } = stubPromotions([]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add promotion' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Code/), 'FREESHIP');
    // A value left blank before switching is not held against a code that takes none.
    await user.clear(within(form).getByLabelText('Percentage off (1 to 90)'));
    await user.click(within(form).getByLabelText('Free delivery'));
    expect(within(form).queryByLabelText(/off \(/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add promotion' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'freeShipping',
      value: 0,
    });
  });

  it('puts a code already taken back on the code field', async () => {
    stubPromotions([SUMMER], {
      add: {
        status: 409,
        body: { success: false, message: CODE_TAKEN, errors: { code: [CODE_TAKEN] } },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add promotion' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Code/), 'summer10');
    await user.click(within(form).getByRole('button', { name: 'Add promotion' }));
    const code = within(form).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(CODE_TAKEN));
    expect(code).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent(CODE_TAKEN);
  });

  it('edits a code from its current values, keeping the times not touched', async () => {
    const { calls } = stubPromotions([SUMMER, FLAT]);
    const user = renderPage();
    await screen.findByRole('table');
    await user.click(within(rowOf('FLAT150')).getByRole('button', { name: 'Edit FLAT150' }));
    const form = await dialog();
    expect(within(form).getByRole('heading', { name: 'Edit FLAT150' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount off')).toBeChecked();
    expect(within(form).getByLabelText('Amount off (₹)')).toHaveValue(150.5);
    expect(within(form).getByLabelText('Men')).toBeChecked();
    expect(within(form).getByLabelText('H&M')).toBeChecked();
    expect(within(form).getByLabelText('Nike')).not.toBeChecked();
    expect(within(form).getByLabelText(/^Uses per customer/)).toHaveValue(null);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('SUMMER10')).getByRole('button', { name: 'Edit SUMMER10' }));
    const summer = await dialog();
    await user.clear(within(summer).getByLabelText(/^Description/));
    await user.type(within(summer).getByLabelText(/^Description/), 'Summer sale, extended');
    await user.click(within(summer).getByLabelText(/^Active/));
    await user.click(within(summer).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/admin/promotions/${SUMMER.id}`);
    expect(put?.body).toEqual({
      code: 'SUMMER10',
      description: 'Summer sale, extended',
      kind: 'percentage',
      value: 10,
      minSubtotal: 0,
      categories: [],
      brands: [],
      startsAt: '2025-04-01T10:15:42.000Z',
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: 1,
      active: false,
    });
    expect(getToasts()[0]?.title).toBe('Promotion saved.');
    await waitFor(() => expect(cellsOf('SUMMER10')[4]).toBe('Switched off'));
    expect(within(rowOf('SUMMER10')).getByRole('button', { name: 'Edit SUMMER10' })).toHaveFocus();
  });

  it('ends a used code after asking, keeping it listed as ended', async () => {
    const { calls } = stubPromotions([SUMMER]);
    const user = renderPage();
    await screen.findByRole('table');
    const end = within(rowOf('SUMMER10')).getByRole('button', { name: 'End SUMMER10' });
    await user.click(end);
    const confirm = await screen.findByRole('alertdialog', { name: 'End SUMMER10?' });
    expect(confirm).toHaveTextContent(
      'It has been used 3 times, so it stays in the list, ended, for the orders that used it.',
    );
    // Cancel has focus: Enter alone never ends a code.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(end);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End promotion' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/admin/promotions/${SUMMER.id}`,
    );
    expect(getToasts()[0]?.title).toBe('The promotion has ended.');
    await waitFor(() => expect(cellsOf('SUMMER10')[4]).toBe('Ended'));
  });

  it('deletes a code never used when it is ended, and moves focus to the list', async () => {
    stubPromotions([SUMMER, SHIPFREE]);
    const user = renderPage();
    await screen.findByRole('table');
    await user.click(within(rowOf('SHIPFREE')).getByRole('button', { name: 'End SHIPFREE' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End SHIPFREE?' });
    expect(confirm).toHaveTextContent('It has never been used, so it will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'End promotion' }));
    await waitFor(() => expect(codes()).toEqual(['SUMMER10Summer sale']));
    expect(getToasts()[0]?.title).toBe('The promotion was never used, so it has been deleted.');
    expect(screen.getByRole('heading', { name: 'Promotion codes' })).toHaveFocus();
  });
});
