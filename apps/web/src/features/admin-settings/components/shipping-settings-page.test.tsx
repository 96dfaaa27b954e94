import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATE_CODES, type ShippingSettingsView, type User } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ShippingSettingsPage } from './shipping-settings-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
  emailVerified: true,
};

const FREE: ShippingSettingsView = { flatRate: 0, freeFrom: null, zones: [] };

const ZONED: ShippingSettingsView = {
  flatRate: 79,
  freeFrom: 1499,
  zones: [{ name: 'South', states: ['29', '33'], rate: 49, freeFrom: 999 }],
};

function stubShipping(initial: ShippingSettingsView) {
  let shipping = initial;
  return stubApi({
    'GET /admin/settings/shipping': () => ({ body: { success: true, shipping } }),
    'PUT /admin/settings/shipping': ({ body }) => {
      shipping = body as ShippingSettingsView;
      return { body: { success: true, shipping } };
    },
  });
}

function renderPage() {
  renderWithProviders(<ShippingSettingsPage />, {
    route: '/admin/settings/shipping',
    user: ADMIN,
  });
  return userEvent.setup({ delay: null });
}

const form = () => screen.getByRole('form', { name: 'Shipping settings' });
const button = (name: string | RegExp) => within(form()).getByRole('button', { name });
const zone = (name: string) => within(form()).getByRole('group', { name });
const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('shipping settings page', () => {
  it('says a new shop charges no shipping, and saves a flat rate and a zone', async () => {
    const { calls } = stubShipping(FREE);
    const user = renderPage();
    // While the settings load, the page says so (and is marked busy).
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/delivery is free everywhere/)).toBeInTheDocument();
    expect(screen.getByText('No zones yet: every state pays the flat rate.')).toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
    expect(button('Save')).toHaveAccessibleDescription('Nothing to save: change a setting first.');

    const flatRate = screen.getByLabelText('Flat rate (₹)');
    await user.clear(flatRate);
    await user.type(flatRate, '79.5');
    await user.type(screen.getByLabelText('Free from (₹, empty: never)'), '1499');

    await user.click(button('Add zone'));
    const name = within(zone('Zone 1')).getByLabelText('Zone name');
    // The new zone's first field has the focus, for the keyboard.
    expect(name).toHaveFocus();
    await user.type(name, 'South');
    const south = zone('South');
    const rate = within(south).getByLabelText('Rate (₹)');
    await user.clear(rate);
    await user.type(rate, '49');
    await user.click(within(south).getByLabelText('Tamil Nadu'));
    await user.click(within(south).getByLabelText('Karnataka'));
    expect(within(south).getByText('2 chosen, Karnataka, Tamil Nadu.')).toBeInTheDocument();
    await user.click(button('Save'));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Shipping settings saved.'));
    expect(puts(calls)).toEqual([
      {
        flatRate: 79.5,
        freeFrom: 1499,
        zones: [{ name: 'South', states: ['29', '33'], rate: 49, freeFrom: null }],
      },
    ]);
    expect(
      await screen.findByText(/Delivery costs ₹79.50, free from ₹1,499.00/),
    ).toBeInTheDocument();
    await waitFor(() => expect(button('Save')).toBeDisabled());
  });

  it("keeps a state to one zone: another zone's states are disabled, saying where they are", async () => {
    stubShipping(ZONED);
    const user = renderPage();
    const south = await screen.findByRole('group', { name: 'South' });
    // A saved zone shows its states in a line, and the boxes when asked.
    expect(within(south).getByText('2 chosen, Karnataka, Tamil Nadu.')).toBeInTheDocument();
    expect(within(south).queryByLabelText('Karnataka')).not.toBeInTheDocument();
    const choose = within(south).getByRole('button', { name: 'Choose the states of South' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(within(south).getByLabelText('Karnataka')).toBeChecked();
    expect(within(south).getByLabelText('Kerala')).not.toBeChecked();

    await user.click(button('Add zone'));
    const second = zone('Zone 2');
    expect(within(second).getByLabelText('Karnataka (in South)')).toBeDisabled();
    expect(within(second).getByLabelText('Kerala')).toBeEnabled();
    await user.click(within(second).getByLabelText('Kerala'));
    // Now South cannot take Kerala either.
    expect(within(zone('South')).getByLabelText('Kerala (in Zone 2)')).toBeDisabled();
  });

  it('refuses a zone without a state or a name before asking the server', async () => {
    const { calls } = stubShipping(FREE);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add zone' }));
    await user.click(button('Save'));
    const first = zone('Zone 1');
    expect(
      await within(first).findByText('Choose at least one state for this zone'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Zone name is required')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Validation Error' });
    expect(puts(calls)).toEqual([]);
  });

  it('removes a zone and sends an emptied threshold as never free', async () => {
    const { calls } = stubShipping(ZONED);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove South' }));
    expect(screen.getByText('No zones yet: every state pays the flat rate.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Free from (₹, empty: never)'));
    await user.click(button('Save'));
    await waitFor(() => expect(puts(calls)).toEqual([{ flatRate: 79, freeFrom: null, zones: [] }]));
  });

  it('says why no more zones can be added once there are 20', async () => {
    const zones = STATE_CODES.slice(0, 20).map((state, index) => ({
      name: `Zone ${String.fromCharCode(65 + index)}`,
      states: [state],
      rate: 10,
      freeFrom: null,
    }));
    stubShipping({ flatRate: 0, freeFrom: null, zones });
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add zone' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'A shop can have at most 20 zones: remove one to add another.',
    );
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /admin/settings/shipping': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong!' } }
          : { body: { success: true, shipping: ZONED } },
    });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shipping settings could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Flat rate (₹)')).toHaveValue(79);
    expect(screen.getByRole('group', { name: 'South' })).toBeInTheDocument();
  });
});
