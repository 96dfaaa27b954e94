import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { AddressForm } from './address-form';

const PLACEHOLDERS = [
  'Enter your address',
  'Enter your city',
  'Enter your pincode',
  'Enter your phone number',
  'Enter your additional notes',
];

const stateSelect = () => screen.getByRole('combobox', { name: 'State' });
const pincodeInput = () => screen.getByPlaceholderText('Enter your pincode');

function renderForm(editing: Address | null = null) {
  const onSubmit = vi.fn(async () => {});
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AddressForm editing={editing} pending={false} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

// Pasting is one change per field; typing re-renders the form once per character, which is
// slow enough on a busy CI machine to reach the test's time limit.
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  if (text) await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: string[]) {
  for (const [index, placeholder] of PLACEHOLDERS.entries()) {
    await paste(user, screen.getByPlaceholderText(placeholder), values[index] ?? '');
  }
}

describe('address form', () => {
  it("uses the spec's placeholders and keeps Add disabled until every field is filled", async () => {
    const { onSubmit, user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add' });
    const values = ['12 MG Road', 'Bengaluru', '560001', '9876543210', 'Ring twice'];
    for (const [index, placeholder] of PLACEHOLDERS.entries()) {
      expect(add).toBeDisabled();
      await paste(user, screen.getByPlaceholderText(placeholder), values[index] ?? '');
    }
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        address: '12 MG Road',
        city: 'Bengaluru',
        pincode: '560001',
        phone: '9876543210',
        notes: 'Ring twice',
        state: '29',
      }),
    );
    await waitFor(() => expect(screen.getByPlaceholderText('Enter your city')).toHaveValue(''));
    expect(stateSelect()).toHaveValue('');
  });

  it('says beside the disabled Add what is still missing, in words, the notes included', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add' });
    const all = 'Still needed: address, city, pincode, state, phone and notes.';
    expect(screen.getByText(all)).toBeVisible();
    expect(add).toHaveAccessibleDescription(all);
    await fill(user, ['12 MG Road', 'Bengaluru', '560001', '9876543210', '']);
    // The pincode filled the State: only the notes, which look optional, are left.
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Still needed: notes.');
    await paste(user, screen.getByPlaceholderText('Enter your additional notes'), 'Ring twice');
    expect(add).toBeEnabled();
    expect(screen.queryByText(/^Still needed/)).toBeNull();
  });

  it('shows the contract rule next to a field it rejects', async () => {
    const { onSubmit, user } = renderForm();
    await fill(user, ['12 MG Road', 'Pune', '12', '98765', 'x']);
    // Two digits name no state: the shopper picks one.
    await user.selectOptions(stateSelect(), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a valid 6-digit PIN code')).toBeInTheDocument();
    expect(pincodeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Enter a valid 6-digit PIN code',
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the State from the pincode as it is typed, says so, and comes after the pincode', async () => {
    const { user } = renderForm();
    expect(stateSelect()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose state' })).toBeInTheDocument();
    await user.type(pincodeInput(), '40300');
    expect(stateSelect()).toHaveValue('');
    await user.type(pincodeInput(), '1');
    expect(stateSelect()).toHaveValue('30');
    expect(screen.getByRole('option', { name: 'Goa', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Goa, from the pincode. Change it if it is wrong.',
    );
    expect(stateSelect()).toHaveAccessibleDescription(
      'Goa, from the pincode. Change it if it is wrong.',
    );
    // Keyboard order: Pincode, then State, then Phone.
    await user.click(pincodeInput());
    await user.tab();
    expect(stateSelect()).toHaveFocus();
    await user.tab();
    expect(screen.getByPlaceholderText('Enter your phone number')).toHaveFocus();

    // Another pincode, typed over it, moves the state along while the shopper has not chosen.
    await user.clear(pincodeInput());
    expect(stateSelect()).toHaveValue('');
    await user.type(pincodeInput(), '110 001');
    expect(stateSelect()).toHaveValue('07');
  });

  it('keeps the state the shopper chose when the pincode changes, and sends it', async () => {
    const { onSubmit, user } = renderForm();
    await fill(user, ['Phase 7', 'Mohali', '160103', '9876543210', 'Gate 2']);
    expect(stateSelect()).toHaveValue('04');
    await user.selectOptions(stateSelect(), 'Punjab');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(pincodeInput());
    await user.type(pincodeInput(), '160104');
    expect(stateSelect()).toHaveValue('03');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ pincode: '160104', state: '03' }),
      ),
    );
  });

  it('keeps Add disabled until a state is chosen where the pincode names none', async () => {
    const { onSubmit, user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add' });
    await fill(user, ['Unit 56', 'Field area', '900001', '9876543210', 'Via APO']);
    expect(stateSelect()).toHaveValue('');
    expect(add).toBeDisabled();
    await user.selectOptions(stateSelect(), '38');
    expect(add).toBeEnabled();
    // Going back to "Choose state" empties it again.
    await user.selectOptions(stateSelect(), '');
    expect(add).toBeDisabled();
    await user.selectOptions(stateSelect(), 'Ladakh');
    await user.click(add);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ state: '38' })),
    );
  });

  it("edits an address with its state; a state other than its pincode's is the shopper's", async () => {
    const saved: Address = {
      id: '66666666-6666-4666-8666-666666666666',
      userId: SHOPPER.id,
      address: 'Phase 7',
      city: 'Mohali',
      pincode: '160103',
      phone: '9876543210',
      notes: 'Gate 2',
      state: '03',
    };
    const { onSubmit, user } = renderForm(saved);
    await waitFor(() => expect(stateSelect()).toHaveValue('03'));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await user.clear(pincodeInput());
    await user.type(pincodeInput(), '160071');
    expect(stateSelect()).toHaveValue('03');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ pincode: '160071', state: '03' }),
      ),
    );
  });

  it("edits an old address that has no state: the pincode's fills it", async () => {
    const { user } = renderForm({
      id: '77777777-7777-4777-8777-777777777777',
      userId: SHOPPER.id,
      address: '1 Old Street',
      city: 'Bengaluru',
      pincode: '900001',
      phone: '9876543210',
      notes: 'x',
      state: null,
    });
    const edit = screen.getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(pincodeInput()).toHaveValue('900001'));
    expect(stateSelect()).toHaveValue('');
    expect(edit).toBeDisabled();
    await user.clear(pincodeInput());
    await user.type(pincodeInput(), '560001');
    expect(stateSelect()).toHaveValue('29');
    expect(edit).toBeEnabled();
  });
});
