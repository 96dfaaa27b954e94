import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => vi.unstubAllGlobals());

const SENT =
  'If an account exists for this e-mail address, we have sent it a link to reset the password.';

async function ask(email: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<ForgotPasswordPage />, {
    route: '/auth/forgot-password',
    user: null,
  });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return view;
}

describe('forgot password page', () => {
  it('refuses an address the schema rejects without asking the server', async () => {
    const { fetch } = stubApi({});
    await ask('not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts()[0]).toMatchObject({ title: 'Validation Error', variant: 'destructive' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the address and shows the same confirmation whatever it is', async () => {
    const { calls } = stubApi({
      'POST /auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
    });
    const pages: string[] = [];
    for (const email of ['  Asha@Example.com ', 'nobody@example.com']) {
      const { container, unmount } = await ask(email);
      const confirmation = await screen.findByRole('status');
      expect(confirmation).toHaveTextContent(SENT);
      expect(confirmation).toHaveFocus();
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      pages.push(container.innerHTML);
      unmount();
    }
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'asha@example.com' },
      { email: 'nobody@example.com' },
    ]);
    // Nothing on the page tells the two apart (the address is not echoed either).
    expect(pages[0]).toBe(pages[1]);
  });

  it('keeps the form and toasts a refusal such as too many requests', async () => {
    stubApi({
      'POST /auth/forgot-password': () => ({
        status: 429,
        body: { success: false, message: 'Too many attempts. Try again in 15 minutes.' },
      }),
    });
    await ask('asha@example.com');
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Too many attempts. Try again in 15 minutes.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('leads back to Sign In', () => {
    stubApi({});
    renderWithProviders(<ForgotPasswordPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
