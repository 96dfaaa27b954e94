import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = {
  'Enter your name...': 'Asha Shopper',
  'Enter your email...': 'asha@example.com',
  'Enter your password...': 'Sturdy@123',
  'Enter your password again...': 'Sturdy@123',
};

async function register(fields: Partial<typeof ACCOUNT> = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Routes>
      <Route path="/auth/register" element={<RegisterPage />} />
      <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { route: '/auth/register', user: null },
  );
  for (const [placeholder, value] of Object.entries({ ...ACCOUNT, ...fields })) {
    await user.type(screen.getByPlaceholderText(placeholder), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
}

describe('register page', () => {
  it('refuses a confirmation that differs from the password without asking the server', async () => {
    const { fetch } = stubApi({});
    await register({ 'Enter your password again...': 'Different@123' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Passwords do not match',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields and toasts the first", async () => {
    stubApi({
      'POST /auth/register': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation Error',
          errors: { password: ['Password is too common'], role: ['Unknown field'] },
        },
      }),
    });
    await register();
    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Password is too common',
      variant: 'destructive',
    });
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('sends a new account to /admin/dashboard, where the guard sorts it out', async () => {
    const { calls } = stubApi({
      'POST /auth/register': () => ({
        status: 201,
        body: { success: true, message: 'Registration successful', user: SHOPPER, token: 'jwt' },
      }),
    });
    await register();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Asha Shopper',
      email: 'asha@example.com',
      password: 'Sturdy@123',
      password_confirmation: 'Sturdy@123',
    });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Registration successful'));
  });
});
