import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'reset-token-0123456789';
const DONE = 'Your password has been reset. Please sign in with your new password.';
const EXPIRED = 'This password reset link has expired. Please ask for a new one.';

function open(route = `/auth/reset-password?token=${TOKEN}`, signedIn = false) {
  renderWithProviders(
    <Routes>
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth/login" element={<p>Sign In page</p>} />
    </Routes>,
    { route, user: signedIn ? SHOPPER : null },
  );
}

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset password page', () => {
  it('refuses a confirmation that differs without asking the server', async () => {
    const { fetch } = stubApi({});
    open();
    await submit('Sturdy@123', 'Different@123');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password, then goes to Sign In with a toast", async () => {
    const { calls } = stubApi({
      'POST /auth/reset-password': () => ({ body: { success: true, message: DONE } }),
    });
    open();
    await submit('Sturdy@123', 'Sturdy@123');
    expect(await screen.findByText('Sign In page')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      token: TOKEN,
      password: 'Sturdy@123',
      password_confirmation: 'Sturdy@123',
    });
    expect(getToasts()[0]).toMatchObject({ title: DONE, variant: 'default' });
  });

  it("shows the server's word on a used or expired link and a way to ask again", async () => {
    stubApi({
      'POST /auth/reset-password': () => ({
        status: 400,
        body: { success: false, message: EXPIRED },
      }),
    });
    open();
    await submit('Sturdy@123', 'Sturdy@123');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: EXPIRED, variant: 'destructive' });
  });

  it("keeps the form for the server's refusal of the password itself", async () => {
    stubApi({
      'POST /auth/reset-password': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation Error',
          errors: { password: ['This password is too easy to guess.'] },
        },
      }),
    });
    open();
    await submit('password1', 'password1');
    expect(await screen.findByText('This password is too easy to guess.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete', () => {
    stubApi({});
    open('/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is incomplete. Please ask for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('forgets a session this browser held for the account, which the reset ended', async () => {
    stubApi({
      'POST /auth/reset-password': () => ({ body: { success: true, message: DONE } }),
      'GET /auth/check-auth': () => ({
        status: 401,
        body: { success: false, message: 'Your session has expired. Please sign in again.' },
      }),
    });
    open(undefined, true);
    await submit('Sturdy@123', 'Sturdy@123');
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(false));
    expect(await screen.findByText('Sign In page')).toBeInTheDocument();
  });
});
