import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type StockAlert } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { NotifyMe } from './notify-me';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const PRODUCT = '22222222-2222-4222-8222-222222222222';
const MEDIUM = '22222222-2222-4222-8222-000000000002';
const LARGE = '22222222-2222-4222-8222-000000000003';

const alert = (variantId: string, status: StockAlert['status']): StockAlert => ({
  id: `44444444-4444-4444-8444-00000000000${variantId.at(-1)}`,
  productId: PRODUCT,
  variantId,
  status,
  createdAt: '2025-03-14T10:00:00.000Z',
  sentAt: status === 'sent' ? '2025-03-20T10:00:00.000Z' : null,
  title: 'Linen Shirt',
  image: '/uploads/shirt.webp',
  size: 'M',
  colour: 'navy',
});

const notifyMe = () => screen.getByRole('button', { name: 'Notify me' });
const willEmail = () => screen.getByRole('button', { name: "We'll e-mail you" });

describe('Notify me', () => {
  it("asks for an alert on the sold-out size, then reads We'll e-mail you, unavailable and why", async () => {
    const api = stubApi({
      'GET /shop/stock-alerts': () => ({ body: { success: true, alerts: [] } }),
      'POST /shop/stock-alerts': ({ body }) => {
        expect(body).toEqual({ productId: PRODUCT, variantId: MEDIUM });
        return { status: 201, body: { success: true, alert: alert(MEDIUM, 'waiting') } };
      },
    });
    renderWithProviders(
      <NotifyMe productId={PRODUCT} variantId={MEDIUM} onChoiceMissing={() => {}} />,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(notifyMe()).toHaveAccessibleDescription(/Sold out\. Press Notify me/);
    expect(notifyMe()).not.toHaveAttribute('aria-disabled');

    await userEvent.click(notifyMe());
    await waitFor(() => expect(willEmail()).toHaveAttribute('aria-disabled', 'true'));
    expect(willEmail()).toHaveAccessibleDescription(
      /we will e-mail you once when it is back in stock/,
    );
    // Focus stays on the button (it is not disabled outright), and pressing it again asks nothing.
    expect(willEmail()).toHaveFocus();
    await userEvent.click(willEmail());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Your alerts' })).toHaveAttribute(
      'href',
      '/shop/account?tab=alerts',
    );
  });

  it("reads We'll e-mail you at once for a size already waited for, not for one already sent", async () => {
    stubApi({
      'GET /shop/stock-alerts': () => ({
        body: { success: true, alerts: [alert(MEDIUM, 'waiting'), alert(LARGE, 'sent')] },
      }),
    });
    const { rerender } = renderWithProviders(
      <NotifyMe productId={PRODUCT} variantId={MEDIUM} onChoiceMissing={() => {}} />,
    );
    expect(await screen.findByRole('button', { name: "We'll e-mail you" })).toBeInTheDocument();
    // Its e-mail has gone and it sold out again: the shopper may ask again.
    rerender(<NotifyMe productId={PRODUCT} variantId={LARGE} onChoiceMissing={() => {}} />);
    expect(notifyMe()).toBeInTheDocument();
  });

  it("reads We'll e-mail you once asked, even when the list of alerts could not be loaded", async () => {
    stubApi({
      'GET /shop/stock-alerts': () => ({
        status: 503,
        body: { success: false, message: MESSAGES.databaseUnavailable },
      }),
      'POST /shop/stock-alerts': () => ({
        status: 201,
        body: { success: true, alert: alert(MEDIUM, 'waiting') },
      }),
    });
    renderWithProviders(
      <NotifyMe productId={PRODUCT} variantId={MEDIUM} onChoiceMissing={() => {}} />,
    );
    await userEvent.click(notifyMe());
    await waitFor(() => expect(willEmail()).toHaveAttribute('aria-disabled', 'true'));
  });

  it('asks for the size first when none is chosen, without calling the server', async () => {
    const api = stubApi({
      'GET /shop/stock-alerts': () => ({ body: { success: true, alerts: [] } }),
    });
    const onChoiceMissing = vi.fn();
    renderWithProviders(
      <NotifyMe productId={PRODUCT} variantId={null} onChoiceMissing={onChoiceMissing} />,
    );
    await userEvent.click(notifyMe());
    expect(onChoiceMissing).toHaveBeenCalledOnce();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says so in the server's words when the size is in stock after all, and stays Notify me", async () => {
    stubApi({
      'GET /shop/stock-alerts': () => ({ body: { success: true, alerts: [] } }),
      'POST /shop/stock-alerts': () => ({
        status: 409,
        body: { success: false, message: MESSAGES.stockAlertInStock },
      }),
    });
    renderWithProviders(
      <NotifyMe productId={PRODUCT} variantId={MEDIUM} onChoiceMissing={() => {}} />,
    );
    await userEvent.click(notifyMe());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: MESSAGES.stockAlertInStock,
        variant: 'destructive',
      }),
    );
    expect(notifyMe()).toBeInTheDocument();
  });
});
