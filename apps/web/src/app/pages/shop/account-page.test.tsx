import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@attire/contract';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AccountPage } from './account-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const UNVERIFIED: User = { ...SHOPPER, emailVerified: false };
const NOTICE = 'E-mail verification';

function stubAccount() {
  return stubApi({
    'GET /shop/order/list/:userId': () => ({ body: { success: true, orders: [] } }),
    'GET /shop/address/:userId': () => ({ body: { success: true, addresses: [] } }),
  });
}

describe('account page', () => {
  it('reminds an unverified shopper quietly, with a new link at hand', async () => {
    stubAccount();
    renderWithProviders(<AccountPage />, { route: '/shop/account', user: UNVERIFIED });
    const notice = screen.getByRole('complementary', { name: NOTICE });
    expect(notice).toHaveTextContent('Your e-mail address is not verified yet.');
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
    // Orders is still the tab that opens: verifying is not in the shopper's way.
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('You have no orders yet.');
  });

  it('says nothing to a verified shopper', () => {
    stubAccount();
    renderWithProviders(<AccountPage />, { route: '/shop/account', user: SHOPPER });
    expect(screen.queryByRole('complementary', { name: NOTICE })).not.toBeInTheDocument();
  });

  it('opens the Profile tab from the address, and from the tab list', async () => {
    stubAccount();
    renderWithProviders(<AccountPage />, {
      route: '/shop/account?tab=profile',
      user: UNVERIFIED,
    });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    // The tab shows the state and the button itself; the notice would repeat it.
    expect(screen.queryByRole('complementary', { name: NOTICE })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Resend verification e-mail' })).toHaveLength(1);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: NOTICE })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('form', { name: 'Password' })).toBeInTheDocument();
  });

  it('opens the back-in-stock alerts from the address (the account menu links there)', async () => {
    stubApi({
      'GET /shop/order/list/:userId': () => ({ body: { success: true, orders: [] } }),
      'GET /shop/stock-alerts': () => ({ body: { success: true, alerts: [] } }),
    });
    renderWithProviders(<AccountPage />, { route: '/shop/account?tab=alerts', user: SHOPPER });
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Back-in-stock alerts' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You have no back-in-stock alerts.')).toBeInTheDocument();
  });
});
