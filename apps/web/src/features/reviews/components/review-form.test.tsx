import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { jsonResponse, renderWithProviders, SHOPPER } from '@/test/render';
import { ReviewForm } from './review-form';

const productId = '33333333-3333-4333-8333-333333333333';

afterEach(() => vi.unstubAllGlobals());

describe('review form', () => {
  it('keeps Submit disabled while the message is blank and until a star is chosen', async () => {
    renderWithProviders(<ReviewForm productId={productId} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByLabelText('4 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Review message'), 'Great fit');
    expect(submit).toBeEnabled();
  });

  it('sends the review and resets the message and the rating', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ success: true, review: { id: 'r', productId } }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReviewForm productId={productId} />);
    await userEvent.click(screen.getByLabelText('5 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), ' Lovely ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Review message')).toHaveValue(''));
    expect(screen.getByLabelText('5 stars')).not.toBeChecked();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/shop/review');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      productId,
      userId: SHOPPER.id,
      reviewMessage: 'Lovely',
      reviewValue: 5,
    });
  });

  it("shows the server's message when it refuses the review", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        { success: false, message: 'You can review a product only after buying it.' },
        403,
      ),
    );
    renderWithProviders(<ReviewForm productId={productId} />);
    await userEvent.click(screen.getByLabelText('3 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'You can review a product only after buying it.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Review message')).toHaveValue('Nice');
  });

  it('keeps Submit focusable while sending, so a refusal does not drop keyboard focus', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm productId={productId} />);
    await user.click(screen.getByLabelText('3 stars'));
    await user.type(screen.getByLabelText('Review message'), 'Nice');
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    // A second press while sending sends nothing more.
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse({ success: false, message: 'Not bought yet.' }, 403));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Not bought yet.'));
    expect(submit).toHaveFocus();
  });
});
