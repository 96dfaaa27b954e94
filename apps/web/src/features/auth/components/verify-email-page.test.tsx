import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@attire/contract';
import { authStore } from '@/lib/auth-store';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi, type StubRequest } from '@/test/stub-api';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

const UNVERIFIED: User = { ...SHOPPER, emailVerified: false };
const OTHER: User = {
  ...SHOPPER,
  id: '33333333-3333-4333-8333-333333333333',
  email: 'ravi@example.com',
  emailVerified: false,
};
const VERIFIED_REPLY = {
  success: true,
  message: 'Your e-mail address is verified.',
  user: { ...SHOPPER, emailVerified: true },
};

let tokens = 0;
/** Each test its own token: the page verifies a token once per load. */
function freshToken() {
  tokens += 1;
  return `verify-token-${tokens}`;
}

function stubVerify(reply: (request: StubRequest) => { status?: number; body: unknown }) {
  return stubApi({ 'POST /auth/verify-email': reply });
}

describe('verify e-mail page', () => {
  it('verifies on opening, signed out, and offers Sign In', async () => {
    const { calls } = stubVerify(() => ({ body: VERIFIED_REPLY }));
    const token = freshToken();
    renderWithProviders(<VerifyEmailPage />, {
      route: `/auth/verify-email?token=${token}`,
      user: null,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify your e-mail');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your e-mail address...');
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    // Done: the heading no longer asks for it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('E-mail verified');
    expect(document.title).toBe('E-mail verified · Attire');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    // Verifying is not signing in.
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it("updates the signed-in account's state and leads to its Profile tab", async () => {
    stubVerify(() => ({ body: VERIFIED_REPLY }));
    renderWithProviders(<VerifyEmailPage />, {
      route: `/auth/verify-email?token=${freshToken()}`,
      user: UNVERIFIED,
    });
    await screen.findByText('Your e-mail address is verified.');
    expect(authStore.getState().user?.emailVerified).toBe(true);
    expect(authStore.getState().token).toBe('test-token');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/shop/account?tab=profile',
    );
  });

  it('leaves another signed-in account as it is', async () => {
    stubVerify(() => ({ body: VERIFIED_REPLY }));
    renderWithProviders(<VerifyEmailPage />, {
      route: `/auth/verify-email?token=${freshToken()}`,
      user: OTHER,
    });
    await screen.findByText('Your e-mail address is verified.');
    expect(authStore.getState().user).toEqual(OTHER);
  });

  it("shows the server's refusal of a used or expired link", async () => {
    stubVerify(() => ({
      status: 400,
      body: {
        success: false,
        message: 'This verification link has expired. Please ask for a new one.',
      },
    }));
    renderWithProviders(<VerifyEmailPage />, {
      route: `/auth/verify-email?token=${freshToken()}`,
      user: UNVERIFIED,
    });
    expect(
      await screen.findByText('This verification link has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Verification link not valid',
    );
    expect(authStore.getState().user?.emailVerified).toBe(false);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, without asking the server', () => {
    const { fetch } = stubApi({});
    renderWithProviders(<VerifyEmailPage />, { route: '/auth/verify-email', user: null });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This link is incomplete. Please ask for a new one.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once for a token however often the page mounts (StrictMode, a remount)', async () => {
    const { calls } = stubVerify(() => ({ body: VERIFIED_REPLY }));
    const route = `/auth/verify-email?token=${freshToken()}`;
    const first = renderWithProviders(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { route, user: null },
    );
    await screen.findByText('Your e-mail address is verified.');
    first.unmount();
    renderWithProviders(<VerifyEmailPage />, { route, user: null });
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
