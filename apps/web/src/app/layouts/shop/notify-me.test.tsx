import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockAlert } from '@attire/contract';
import { NotifyMe } from '@/features/stock-alerts/components/notify-me';
import { ID, renderPage, sizeButton, tee, variants } from '@/test/product-page-harness';

// The catalog's product page and the stock alerts' "Notify me" meet only in the shop layout's
// wiring; features never import each other, so this is where the two are tested together.

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

describe('Notify me on the product page', () => {
  it("replaces Add to cart for a sold-out size, and then reads We'll e-mail you", async () => {
    const navyMedium = variants[1]!;
    const asked: unknown[] = [];
    // The shopper's alerts as the server keeps them.
    const alerts: StockAlert[] = [];
    renderPage(tee, '', NotifyMe, {
      'GET /shop/stock-alerts': () => ({ body: { success: true, alerts } }),
      'POST /shop/stock-alerts': ({ body }) => {
        asked.push(body);
        const alert: StockAlert = {
          id: '55555555-5555-4555-8555-555555555555',
          productId: ID,
          variantId: navyMedium.id,
          status: 'waiting',
          createdAt: new Date().toISOString(),
          sentAt: null,
          title: tee.title,
          image: tee.image,
          size: 'M',
          colour: 'navy',
        };
        alerts.unshift(alert);
        return { status: 201, body: { success: true, alert } };
      },
    });
    // Navy is chosen (its picture leads); navy M is sold out.
    await userEvent.click(await screen.findByRole('button', { name: 'M, Sold out' }));
    expect(sizeButton('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
    const confirmed = await screen.findByRole('button', { name: "We'll e-mail you" });
    expect(confirmed).toHaveAttribute('aria-disabled', 'true');
    expect(asked).toEqual([{ productId: ID, variantId: navyMedium.id }]);

    // Another size in stock brings Add to cart back; the sold-out one still remembers.
    await userEvent.click(sizeButton('S'));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await userEvent.click(sizeButton('M'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: "We'll e-mail you" })).toBeInTheDocument(),
    );
  });
});
