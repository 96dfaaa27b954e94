import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AddressBook } from './address-book';

// Pasting is one change per field; typing re-renders the form once per character, which took a
// busy CI machine past the test's time limit.
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => vi.unstubAllGlobals());

const FILLED = {
  'Enter your address': '12 MG Road',
  'Enter your city': 'Bengaluru',
  'Enter your pincode': '560001',
  'Enter your phone number': '9876543210',
  'Enter your additional notes': 'Ring twice',
};

/** A stubbed server that does not deliver to 560001 yet: a rule the browser cannot know. */
function stubAddressServer() {
  const saved: Address[] = [];
  return stubApi({
    'GET /shop/address/:userId': () => ({ body: { success: true, addressList: saved } }),
    'POST /shop/address': ({ body }) => {
      const input = body as Omit<Address, 'id'>;
      if (input.pincode === '560001') {
        return {
          status: 400,
          body: {
            success: false,
            message: 'Validation Error',
            errors: { pincode: ['We do not deliver to this PIN code yet'], userId: ['Unknown'] },
          },
        };
      }
      const address = { ...input, id: '55555555-5555-4555-8555-555555555555' };
      saved.push(address);
      return { status: 201, body: { success: true, address } };
    },
  });
}

// Whole components driven through real events and a dialog that downloads: room for CI.
vi.setConfig({ testTimeout: 15_000 });

describe('address book', () => {
  it("shows the server's field error under its field and toasts it, then adds the address", async () => {
    const { calls } = stubAddressServer();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AddressBook />);
    expect(await screen.findByText('No address found!')).toBeInTheDocument();
    for (const [placeholder, value] of Object.entries(FILLED)) {
      await fill(user, screen.getByPlaceholderText(placeholder), value);
    }
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const pincode = screen.getByPlaceholderText('Enter your pincode');
    expect(await screen.findByText('We do not deliver to this PIN code yet')).toBeInTheDocument();
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(pincode).toHaveFocus();
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'We do not deliver to this PIN code yet',
      variant: 'destructive',
    });
    expect(screen.getByPlaceholderText('Enter your city')).toHaveValue('Bengaluru');

    await user.clear(pincode);
    await fill(user, pincode, '560025');
    expect(screen.queryByText('We do not deliver to this PIN code yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Address added successfully'));
    const saved = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(saved).toHaveTextContent('12 MG Road');
    // With an address saved, the empty form folds away behind a button.
    expect(screen.queryByPlaceholderText('Enter your city')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({
      pincode: '560025',
      state: '29',
      userId: SHOPPER.id,
    });
    expect(saved).toHaveTextContent('State: Karnataka');
  });

  it("shows each saved address's state by name, and no State where it has none", async () => {
    const address = {
      userId: SHOPPER.id,
      city: 'Somewhere',
      pincode: '403001',
      phone: '9876543210',
      notes: '',
    };
    stubApi({
      'GET /shop/address/:userId': () => ({
        body: {
          success: true,
          addressList: [
            {
              ...address,
              id: '88888888-8888-4888-8888-888888888888',
              address: '1 Goa',
              state: '30',
            },
            {
              ...address,
              id: '99999999-9999-4999-8999-999999999999',
              address: '2 APO',
              state: null,
            },
          ],
        },
      }),
    });
    renderWithProviders(<AddressBook />);
    const cards = within(await screen.findByRole('list', { name: 'Saved addresses' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent('City: SomewhereState: GoaPincode: 403001');
    expect(cards[1]).toHaveTextContent('City: SomewherePincode: 403001');
    expect(cards[1]).not.toHaveTextContent('State:');
  });

  it('in checkout, selects the address just added and moves focus to it', async () => {
    stubAddressServer();
    const onSelect = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AddressBook selectedId={null} onSelect={onSelect} />);
    expect(await screen.findByText('No address found!')).toBeInTheDocument();
    for (const [placeholder, value] of Object.entries(FILLED)) {
      await fill(user, screen.getByPlaceholderText(placeholder), value.replace('560001', '560025'));
    }
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ pincode: '560025' })),
    );
    await waitFor(() => expect(screen.getByRole('radio')).toHaveFocus());
  });

  it('keeps the form behind "Add a new address" once one is saved; Cancel folds it again', async () => {
    stubSavedAddresses([HOME]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AddressBook selectedId={null} onSelect={vi.fn()} />);
    const open = await screen.findByRole('button', { name: 'Add a new address' });
    expect(screen.queryByPlaceholderText('Enter your address')).toBeNull();

    await user.click(open);
    const first = screen.getByPlaceholderText('Enter your address');
    expect(first).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByPlaceholderText('Enter your address')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toHaveFocus();

    // Edit opens the form with the address in it, and Cancel goes back to that card.
    await user.click(screen.getByRole('button', { name: /^Edit ?address 1 Home Street$/ }));
    expect(screen.getByPlaceholderText('Enter your address')).toHaveValue('1 Home Street');
    expect(screen.getByPlaceholderText('Enter your address')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio')).toHaveFocus();
  });

  it('asks before deleting; Cancel gives focus back to Delete, confirming moves it on', async () => {
    const { calls } = stubSavedAddresses([HOME, OFFICE]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AddressBook />);
    const remove = await screen.findByRole('button', { name: /^Delete ?address 1 Home Street$/ });

    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('“1 Home Street, Pune” will be removed');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/shop/address/${SHOPPER.id}/${HOME.id}`,
    );
    expect(getToasts()[0]?.title).toBe('Address deleted successfully.');
    // The address that took its place has the focus (its Edit button outside checkout).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Edit ?address 2 Office Road$/ })).toHaveFocus(),
    );

    // The last one gone, the form opens and its first field takes the focus.
    await user.click(screen.getByRole('button', { name: /^Delete ?address 2 Office Road$/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete address',
      }),
    );
    await waitFor(() => expect(screen.getByPlaceholderText('Enter your address')).toHaveFocus());
    expect(screen.getByText('No address found!')).toBeVisible();
  });
});

const saved = {
  userId: SHOPPER.id,
  city: 'Pune',
  pincode: '411001',
  phone: '9876543210',
  notes: 'Gate 2',
  state: '27' as const,
};
const HOME: Address = {
  ...saved,
  id: 'aaaaaaaa-1111-4111-8111-111111111111',
  address: '1 Home Street',
};
const OFFICE: Address = {
  ...saved,
  id: 'aaaaaaaa-2222-4222-8222-222222222222',
  address: '2 Office Road',
};

/** A server holding these addresses, which deletes them when asked. */
function stubSavedAddresses(initial: Address[]) {
  let addresses = [...initial];
  return stubApi({
    'GET /shop/address/:userId': () => ({ body: { success: true, addressList: addresses } }),
    'DELETE /shop/address/:userId/:addressId': ({ params }) => {
      addresses = addresses.filter((address) => address.id !== params.addressId);
      return { body: { success: true, message: 'Address deleted successfully.' } };
    },
  });
}
