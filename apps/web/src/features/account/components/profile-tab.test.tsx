import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@attire/contract';
import { authStore } from '@/lib/auth-store';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ProfileTab } from './profile-tab';

afterEach(() => vi.unstubAllGlobals());

const UNVERIFIED: User = { ...SHOPPER, emailVerified: false };
const CHANGED = 'Your password has been changed. Your other devices have been signed out.';

const form = (name: string) => screen.getByRole('form', { name });

function renderTab(user: User = SHOPPER) {
  renderWithProviders(<ProfileTab />, { route: '/shop/account?tab=profile', user });
  return userEvent.setup({ delay: null });
}

async function changePassword(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  again = next,
) {
  const password = within(form('Password'));
  await user.type(password.getByLabelText('Current Password'), current);
  await user.type(password.getByLabelText('New Password'), next);
  await user.type(password.getByLabelText('Confirm New Password'), again);
  await user.click(password.getByRole('button', { name: 'Change password' }));
}

describe('profile tab: e-mail', () => {
  it('shows a verified address without a resend button', () => {
    stubApi({});
    renderTab();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resend verification e-mail' }),
    ).not.toBeInTheDocument();
  });

  it('offers a new verification link for an unverified address', async () => {
    const { calls } = stubApi({
      'POST /auth/resend-verification': () => ({
        body: { success: true, message: 'We have sent a new verification link.' },
      }),
    });
    const user = renderTab(UNVERIFIED);
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() =>
      expect(getToasts()[0]?.title).toBe('We have sent a new verification link.'),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: {} });
  });
});

describe('profile tab: name', () => {
  it('sends the trimmed name and shows the saved account at once', async () => {
    const { calls } = stubApi({
      'PUT /auth/profile': ({ body }) => ({
        body: { success: true, user: { ...SHOPPER, ...(body as object) } },
      }),
    });
    const user = renderTab();
    const name = within(form('Profile')).getByLabelText('Name');
    expect(name).toHaveValue('Asha Shopper');
    await user.clear(name);
    await user.type(name, '  Asha Rao ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(authStore.getState().user?.name).toBe('Asha Rao'));
    expect(calls[0]?.body).toEqual({ name: 'Asha Rao' });
    expect(getToasts()[0]?.title).toBe('Your profile has been updated.');
    expect(authStore.getState().token).toBe('test-token');
  });

  it('refuses an empty name without asking the server', async () => {
    const { fetch } = stubApi({});
    const user = renderTab();
    await user.clear(within(form('Profile')).getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await within(form('Profile')).findByText(/Name is required/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('profile tab: password', () => {
  it('sends the current and new password and keeps the new session token', async () => {
    const { calls } = stubApi({
      'PUT /auth/password': () => ({
        body: { success: true, message: CHANGED, token: 'new-session-token' },
      }),
    });
    const user = renderTab();
    await changePassword(user, 'Old-pass-1', 'Sturdy@123');
    await waitFor(() => expect(getToasts()[0]?.title).toBe(CHANGED));
    expect(calls[0]?.body).toEqual({
      currentPassword: 'Old-pass-1',
      password: 'Sturdy@123',
      password_confirmation: 'Sturdy@123',
    });
    expect(authStore.getState()).toMatchObject({
      token: 'new-session-token',
      isAuthenticated: true,
      user: SHOPPER,
    });
    expect(localStorage.getItem('token')).toBe('new-session-token');
    // The fields are emptied for the next time.
    expect(within(form('Password')).getByLabelText('Current Password')).toHaveValue('');
  });

  it('refuses a confirmation that differs without asking the server', async () => {
    const { fetch } = stubApi({});
    const user = renderTab();
    await changePassword(user, 'Old-pass-1', 'Sturdy@123', 'Sturdy@124');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the current password on its field", async () => {
    stubApi({
      'PUT /auth/password': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation Error',
          errors: { currentPassword: ['Your current password is not correct.'] },
        },
      }),
    });
    const user = renderTab();
    await changePassword(user, 'Wrong-pass-1', 'Sturdy@123');
    const current = within(form('Password')).getByLabelText('Current Password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveFocus();
    expect(screen.getByText('Your current password is not correct.')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Your current password is not correct.',
    });
    expect(authStore.getState().token).toBe('test-token');
  });
});
