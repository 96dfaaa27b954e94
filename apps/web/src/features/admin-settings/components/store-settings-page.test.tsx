import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MESSAGES, type StoreSettingsView, type User } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { StoreSettingsPage } from './store-settings-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
  emailVerified: true,
};

const UNSET: StoreSettingsView = {
  legalName: '',
  address: '',
  state: null,
  gstin: null,
  invoicePrefix: 'INV',
  supportEmail: 'support@attire.test',
  supportPhone: null,
  returnAddress: null,
};

const SAVED: StoreSettingsView = {
  legalName: 'Attire Retail Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: '29',
  gstin: '29AAACA1234B1ZE',
  invoicePrefix: 'ATR',
  supportEmail: 'support@attire.test',
  supportPhone: null,
  returnAddress: null,
};

/** The store settings endpoint, keeping what a PUT saves as the server would (normalised). */
function stubStore(initial: StoreSettingsView) {
  let store = initial;
  return stubApi({
    'GET /admin/settings/store': () => ({ body: { success: true, store } }),
    'PUT /admin/settings/store': ({ body }) => {
      store = body as StoreSettingsView;
      return { body: { success: true, store } };
    },
  });
}

function renderPage() {
  renderWithProviders(<StoreSettingsPage />, { route: '/admin/settings/store', user: ADMIN });
  return userEvent.setup({ delay: null });
}

const form = () => screen.getByRole('form', { name: 'Store settings' });
const save = () => within(form()).getByRole('button', { name: 'Save' });

describe('store settings page', () => {
  it('says a new shop has no GSTIN, and saves the details the admin fills in', async () => {
    const { calls } = stubStore(UNSET);
    const user = renderPage();
    // While the settings load, the page says so (and is marked busy).
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/The store details are not set yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice number prefix (1 to 5 letters or digits)')).toHaveValue(
      'INV',
    );
    // Nothing typed yet: Save says why it cannot be pressed.
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Nothing to save: change a setting first.');

    await user.type(screen.getByLabelText('Legal name'), 'Attire Retail Private Limited');
    await user.type(screen.getByLabelText('Registered address'), '12 MG Road, Bengaluru 560001');
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka (29)');
    await user.type(screen.getByLabelText('GSTIN'), ' 29aaaca1234b1ze ');
    await user.clear(screen.getByLabelText(/Invoice number prefix/));
    await user.type(screen.getByLabelText(/Invoice number prefix/), 'ATR');
    expect(save()).toBeEnabled();
    await user.click(save());

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Store settings saved.'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual(SAVED);
    expect(
      await screen.findByText(/Registered for GST in Karnataka \(29\) as 29AAACA1234B1ZE/),
    ).toBeInTheDocument();
    // Saved: nothing left to save until something changes again.
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('explains a GSTIN it refuses beside the field, without asking the server', async () => {
    const { calls } = stubStore(SAVED);
    const user = renderPage();
    const gstin = await screen.findByLabelText('GSTIN');
    expect(gstin).toHaveValue('29AAACA1234B1ZE');

    await user.clear(gstin);
    await user.type(gstin, '29AAACA1234B1ZF');
    await user.click(save());
    const checkMessage =
      "The GSTIN's last character (its check character) does not match the other 14: look for a typing mistake.";
    expect(await within(form()).findByText(checkMessage)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining(checkMessage));
    expect(getToasts()[0]).toMatchObject({ title: 'Validation Error', description: checkMessage });

    // GSTN's published sample is valid, but of Maharashtra, not the store's Karnataka.
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.click(save());
    expect(
      await within(form()).findByText(
        /registered in Maharashtra \(27\), but the store's state is Karnataka \(29\)/,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sends an emptied GSTIN as not registered', async () => {
    const { calls } = stubStore(SAVED);
    const user = renderPage();
    await user.clear(await screen.findByLabelText('GSTIN'));
    await user.click(save());
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ gstin: null }),
    );
    expect(
      await screen.findByText('Not registered for GST: the shop in Karnataka (29) charges no GST.'),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal beside its field", async () => {
    stubApi({
      'GET /admin/settings/store': () => ({ body: { success: true, store: SAVED } }),
      'PUT /admin/settings/store': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation Error',
          errors: {
            invoicePrefix: ['The invoice prefix is 1 to 5 letters or digits, such as INV.'],
          },
        },
      }),
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText('Legal name'), ' & Sons');
    await user.click(save());
    const prefix = screen.getByLabelText(/Invoice number prefix/);
    await waitFor(() => expect(prefix).toHaveAttribute('aria-invalid', 'true'));
    expect(prefix).toHaveFocus();
    expect(prefix).toHaveAccessibleDescription(
      'The invoice prefix is 1 to 5 letters or digits, such as INV.',
    );
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /admin/settings/store': () =>
        fail
          ? {
              status: 503,
              body: { success: false, message: 'The shop cannot reach its database right now.' },
            }
          : { body: { success: true, store: SAVED } },
    });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The store settings could not be loaded.');
    expect(alert).toHaveTextContent('The shop cannot reach its database right now.');
    expect(screen.queryByRole('form', { name: 'Store settings' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Legal name')).toHaveValue(SAVED.legalName);
  });

  it('saves how shoppers reach the shop and where returns go, and explains a wrong phone', async () => {
    const { calls } = stubStore(SAVED);
    const user = renderPage();
    const email = await screen.findByLabelText('Support e-mail');
    expect(email).toHaveValue('support@attire.test');
    const phone = screen.getByLabelText('Support phone (optional)');
    expect(phone).toHaveAccessibleDescription(SETTINGS_MESSAGES.supportPhoneHint);
    const returnAddress = screen.getByLabelText('Return address (optional)');
    expect(returnAddress).toHaveAccessibleDescription(SETTINGS_MESSAGES.returnAddressHint);

    await user.clear(email);
    await user.type(email, 'help@attire');
    await user.type(phone, '12345');
    await user.click(save());
    expect(await within(form()).findByText(SETTINGS_MESSAGES.supportPhoneRule)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      `${SETTINGS_MESSAGES.supportPhoneHint} ${SETTINGS_MESSAGES.supportPhoneRule}`,
    );
    expect(within(form()).getByText(SETTINGS_MESSAGES.supportEmailInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(email, '.example.in');
    await user.clear(phone);
    await user.type(phone, '080 4123 4567');
    await user.type(returnAddress, 'Attire Returns{Enter}Dock 4, Peenya{Enter}Bengaluru 560058');
    await user.click(save());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Store settings saved.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...SAVED,
      supportEmail: 'help@attire.example.in',
      supportPhone: '080 4123 4567',
      returnAddress: 'Attire Returns\nDock 4, Peenya\nBengaluru 560058',
    });
  });
});
