import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewEligibility } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi, type StubReply, type StubRequest } from '@/test/stub-api';
import { ReviewForm } from './review-form';

const productId = '33333333-3333-4333-8333-333333333333';
const MAY_REVIEW: ReviewEligibility = { mayReview: true };
const NOT_BOUGHT = 'You can review a product only after buying it.';
const ALREADY = 'You have already reviewed this product!';

afterEach(() => vi.unstubAllGlobals());

/** The reviews (none) with the given answer to "may I review?", and the given add. */
function stubReviews(
  eligibility: () => ReviewEligibility,
  add: (request: StubRequest) => StubReply | Promise<StubReply> = () => ({
    status: 201,
    body: { success: true, review: { id: 'r', productId } },
  }),
) {
  return stubApi({
    'GET /shop/review/:productId': () => ({
      body: { success: true, reviews: [], eligibility: eligibility() },
    }),
    'POST /shop/review': add,
  });
}

describe('review form', () => {
  it('keeps Submit disabled while the message is blank and until a star is chosen', async () => {
    stubReviews(() => MAY_REVIEW);
    renderWithProviders(<ReviewForm productId={productId} />);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByLabelText('4 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Review message'), 'Great fit');
    expect(submit).toBeEnabled();
  });

  it('says beside the disabled Submit what is still missing, in words', async () => {
    stubReviews(() => MAY_REVIEW);
    renderWithProviders(<ReviewForm productId={productId} />);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    const hint = 'Still needed: a star rating and your review.';
    expect(screen.getByText(hint)).toBeVisible();
    expect(submit).toHaveAccessibleDescription(hint);
    await userEvent.click(screen.getByLabelText('4 stars'));
    expect(submit).toHaveAccessibleDescription('Still needed: your review.');
    await userEvent.type(screen.getByLabelText('Review message'), '   ');
    expect(submit).toHaveAccessibleDescription('Still needed: your review.');
    await userEvent.type(screen.getByLabelText('Review message'), 'Great fit');
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/^Still needed/)).toBeNull();
  });

  it('tells a shopper who has not bought the product, before they type, with no form', async () => {
    stubReviews(() => ({ mayReview: false, reason: NOT_BOUGHT }));
    renderWithProviders(<ReviewForm productId={productId} />);
    expect(await screen.findByText(NOT_BOUGHT)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Write a review' })).toHaveTextContent(NOT_BOUGHT);
    expect(screen.queryByLabelText('Review message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('sends the review, resets the form, then says it is done', async () => {
    let reviewed = false;
    const { calls } = stubReviews(
      () => (reviewed ? { mayReview: false, reason: ALREADY } : MAY_REVIEW),
      () => {
        reviewed = true;
        return { status: 201, body: { success: true, review: { id: 'r', productId } } };
      },
    );
    renderWithProviders(<ReviewForm productId={productId} />);
    await userEvent.click(await screen.findByLabelText('5 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), ' Lovely ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByText(ALREADY);
    // The form is gone: the note takes the focus the Submit button had.
    expect(done).toHaveFocus();
    expect(screen.queryByLabelText('Review message')).toBeNull();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/shop/review');
    expect(sent?.body).toMatchObject({
      productId,
      userId: SHOPPER.id,
      reviewMessage: 'Lovely',
      reviewValue: 5,
    });
  });

  it('resets the message and the rating after sending', async () => {
    stubReviews(() => MAY_REVIEW);
    renderWithProviders(<ReviewForm productId={productId} />);
    await userEvent.click(await screen.findByLabelText('5 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), 'Lovely');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Review message')).toHaveValue(''));
    expect(screen.getByLabelText('5 stars')).not.toBeChecked();
  });

  it("shows the server's message when it refuses the review all the same", async () => {
    stubReviews(
      () => MAY_REVIEW,
      () => ({ status: 403, body: { success: false, message: NOT_BOUGHT } }),
    );
    renderWithProviders(<ReviewForm productId={productId} />);
    await userEvent.click(await screen.findByLabelText('3 stars'));
    await userEvent.type(screen.getByLabelText('Review message'), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: NOT_BOUGHT, variant: 'destructive' }),
    );
    expect(screen.getByLabelText('Review message')).toHaveValue('Nice');
  });

  it('keeps Submit focusable while sending, so a refusal does not drop keyboard focus', async () => {
    let answer: (reply: StubReply) => void = () => {};
    const { calls } = stubReviews(
      () => MAY_REVIEW,
      () => new Promise<StubReply>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewForm productId={productId} />);
    await user.click(await screen.findByLabelText('3 stars'));
    await user.type(screen.getByLabelText('Review message'), 'Nice');
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    // A second press while sending sends nothing more.
    await user.keyboard('{Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    answer({ status: 403, body: { success: false, message: 'Not bought yet.' } });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Not bought yet.'));
    expect(submit).toHaveFocus();
  });
});
