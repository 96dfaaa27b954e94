import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MESSAGES } from '@attire/contract';
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

  it('says why the visitor is asked to sign in, and keeps the page asked for on Register', () => {
    stubApi({});
    renderWithProviders(<LoginPage />, {
      user: null,
      route: '/auth/login?returnTo=%2Fshop%2Flisting%3Fcategory%3Dmen',
    });
    expect(screen.getByText(SIGN_IN_MESSAGES.signInToContinue)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register?returnTo=%2Fshop%2Flisting%3Fcategory%3Dmen',
    );
  });

  it('says nothing of a page to return to when there is none, or it is another site', () => {
    stubApi({});
    for (const route of ['/auth/login', '/auth/login?returnTo=%2F%2Fevil.example']) {
      const { unmount } = renderWithProviders(<LoginPage />, { user: null, route });
      expect(screen.queryByText(SIGN_IN_MESSAGES.signInToContinue)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/auth/register',
      );
      unmount();
    }
  });

  it('closes the toast of a refused attempt once a sign-in succeeds', async () => {
    let attempts = 0;
    stubApi({
      'POST /auth/login': () =>
        ++attempts === 1
          ? { status: 401, body: { success: false, message: 'Incorrect email or password.' } }
          : { body: { success: true, message: '', user: SHOPPER, token: 'jwt' } },
    });
    const user = await signIn('asha@example.com', 'Not-the-password-1');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Incorrect email or password.', open: true }),
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Sturdy@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(authStore.getState().user).toEqual(SHOPPER));
    expect(getToasts().filter((toast) => toast.open)).toEqual([]);
  });
});
