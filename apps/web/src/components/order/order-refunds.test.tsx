import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refundFixture } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { pdfResponse, stubDownloads } from '@/test/stub-downloads';
import { OrderRefunds } from './order-refunds';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'ddddddd1-0000-4000-8000-000000000001';
const NUMBER = 'ATR/CN/26-27/000007';

describe('order refunds: credit notes', () => {
  it('offers the credit note of each refund that has one, fetched with its number encoded', async () => {
    const api = stubApi({
      'GET /admin/order/:id/credit-notes/:number': () => pdfResponse('ATR-CN-26-27-000007.pdf'),
    });
    const downloads = stubDownloads();
    renderWithProviders(
      <OrderRefunds
        orderId={ORDER_ID}
        refunds={[
          refundFixture('r1', { creditNote: NUMBER }),
          // Still pending at PayPal, or refunded by a shop without a GSTIN: no credit note.
          refundFixture('r2', { status: 'pending', reason: 'Late delivery' }),
        ]}
        documentViewer="admin"
        headingId="refunds"
      />,
    );
    const [withNote, withoutNote] = screen.getAllByRole('listitem');
    expect(within(withoutNote!).queryByRole('button')).toBeNull();
    const button = within(withNote!).getByRole('button', { name: 'Credit note' });
    expect(button).toHaveAccessibleDescription(NUMBER);

    await userEvent.setup().click(button);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    // The slashes of the number stay inside one path segment.
    expect(api.calls[0]?.path).toBe(
      `/admin/order/${ORDER_ID}/credit-notes/ATR%2FCN%2F26-27%2F000007`,
    );
    expect(api.calls[0]?.params.number).toBe(NUMBER);
    expect(downloads.saved[0]?.name).toBe('ATR-CN-26-27-000007.pdf');
  });

  it("uses the shopper's call in the shopper's view", async () => {
    const api = stubApi({
      'GET /shop/order/:id/credit-notes/:number': () => pdfResponse('ATR-CN-26-27-000007.pdf'),
    });
    const downloads = stubDownloads();
    renderWithProviders(
      <OrderRefunds
        orderId={ORDER_ID}
        refunds={[refundFixture('r1', { creditNote: NUMBER })]}
        documentViewer="shopper"
        headingId="refunds"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Credit note' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(api.calls[0]?.path).toBe(
      `/shop/order/${ORDER_ID}/credit-notes/ATR%2FCN%2F26-27%2F000007`,
    );
  });
});
