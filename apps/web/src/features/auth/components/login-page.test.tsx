import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

async function signIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoginPage />, { user: null });
  await user.type(screen.getByPlaceholderText('Enter your email...'), email);
  await user.type(screen.getByPlaceholderText('Enter your password...'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('login page', () => {
  it("refuses an e-mail address the contract's schema rejects without asking the server", async () => {
    const { fetch } = stubApi({});
    await signIn('not-an-email', 'Sturdy@123');
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Enter a valid email address',
      variant: 'destructive',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgets the field error once the field is edited', async () => {
    stubApi({});
    const user = await signIn('not-an-email', 'Sturdy@123');
    await screen.findByText('Enter a valid email address');
    await user.type(screen.getByLabelText('Email'), '.in');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("sends the schema's output and shows the server's refusal", async () => {
    const { calls } = stubApi({
      'POST /auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Incorrect email or password.' },
      }),
    });
    await signIn('  Asha@Example.com ', 'Not-the-password-1');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Incorrect email or password.' }),
    );
    expect(calls[0]?.body).toEqual({ email: 'asha@example.com', password: 'Not-the-password-1' });
    expect(authStore.getState().isAuthenticated).toBe(false);
    expect(screen.getByLabelText('Password')).toHaveValue('Not-the-password-1');
  });

  it('offers a way to reset a forgotten password', () => {
    stubApi({});
    renderWithProviders(<LoginPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('keeps the account and token of a successful sign-in', async () => {
    stubApi({
      'POST /auth/login': () => ({
        body: { success: true, message: 'Logged in successfully', user: SHOPPER, token: 'jwt' },
      }),
    });
    await signIn('asha@example.com', 'Sturdy@123');
    await waitFor(() => expect(authStore.getState().user).toEqual(SHOPPER));
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(getToasts()[0]?.title).toBe('Logged in successfully');
  });
});
