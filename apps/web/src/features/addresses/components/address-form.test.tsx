import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { AddressForm } from './address-form';

const PLACEHOLDERS = [
  'Enter your address',
  'Enter your city',
  'Enter your pincode',
  'Enter your phone number',
  'Enter your additional notes',
];

describe('address form', () => {
  it("uses the spec's placeholders and keeps Add disabled until every field is filled", async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<AddressForm editing={null} pending={false} onSubmit={onSubmit} />);
    const add = screen.getByRole('button', { name: 'Add' });
    const values = ['12 MG Road', 'Bengaluru', '560001', '9876543210', 'Ring twice'];
    for (const [index, placeholder] of PLACEHOLDERS.entries()) {
      expect(add).toBeDisabled();
      await userEvent.type(screen.getByPlaceholderText(placeholder), values[index] ?? '');
    }
    expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        address: '12 MG Road',
        city: 'Bengaluru',
        pincode: '560001',
        phone: '9876543210',
        notes: 'Ring twice',
      }),
    );
    await waitFor(() => expect(screen.getByPlaceholderText('Enter your city')).toHaveValue(''));
  });

  it('shows the contract rule next to a field it rejects', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithProviders(<AddressForm editing={null} pending={false} onSubmit={onSubmit} />);
    const values = ['12 MG Road', 'Pune', '12', '98765', 'x'];
    for (const [index, placeholder] of PLACEHOLDERS.entries()) {
      await userEvent.type(screen.getByPlaceholderText(placeholder), values[index] ?? '');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a valid 6-digit PIN code')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your pincode')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Enter a valid 6-digit PIN code',
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
