import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { pdfResponse, stubDownloads } from '@/test/stub-downloads';
import { DownloadDocumentButton } from './download-document-button';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = 'ddddddd1-0000-4000-8000-000000000001';
const INVOICE_PATH = `/shop/order/${ORDER_ID}/invoice`;

function renderInvoiceButton() {
  renderWithProviders(
    <DownloadDocumentButton
      label="Download invoice"
      number="ATR/26-27/000042"
      path={INVOICE_PATH}
    />,
  );
  return screen.getByRole('button', { name: 'Download invoice' });
}

describe('download document button', () => {
  it('fetches the PDF signed in and saves it under the name the server gives', async () => {
    let answer: (reply: Response) => void = () => {};
    const api = stubApi({
      'GET /shop/order/:id/invoice': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const downloads = stubDownloads();
    const user = userEvent.setup();
    const button = renderInvoiceButton();
    expect(button).toHaveAccessibleDescription('ATR/26-27/000042');

    // From the keyboard: focus it and press Enter.
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    // Busy in words while the server works; a second press does not fetch again.
    expect(await screen.findByRole('button', { name: 'Downloading…' })).toHaveFocus();
    await user.keyboard('{Enter}');
    answer(pdfResponse('ATR-26-27-000042.pdf', '%PDF-1.7 invoice 42'));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.path).toBe(INVOICE_PATH);
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(api.fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
    const [file] = downloads.saved;
    expect(file?.name).toBe('ATR-26-27-000042.pdf');
    expect(await file?.blob.text()).toBe('%PDF-1.7 invoice 42');
    expect(file?.linkAttached).toBe(true);
    // The object URL is let go once the browser has it, and the temporary link is gone.
    await waitFor(() => expect(downloads.revoked).toEqual(['blob:http://localhost/1']));
    expect(document.querySelector('a[download]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the document could not be downloaded when the server refuses, and clears on retry', async () => {
    let refuse = true;
    stubApi({
      'GET /shop/order/:id/invoice': () =>
        refuse
          ? { status: 404, body: { success: false, message: DOCUMENT_MESSAGES.documentNotFound } }
          : pdfResponse('ATR-26-27-000042.pdf'),
    });
    const downloads = stubDownloads();
    const user = userEvent.setup();
    await user.click(renderInvoiceButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.downloadFailed);
    expect(downloads.saved).toEqual([]);
    // The button is back for another try.
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the file after the number when the server gives no name', async () => {
    stubApi({ 'GET /shop/order/:id/invoice': () => new Response('%PDF-1.7') });
    const downloads = stubDownloads();
    await userEvent.setup().click(renderInvoiceButton());
    await waitFor(() =>
      expect(downloads.saved.map((file) => file.name)).toEqual(['ATR-26-27-000042.pdf']),
    );
  });

  it('says so too when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    await user.click(renderInvoiceButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.downloadFailed);
  });
});
