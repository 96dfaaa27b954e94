import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/test/axe';
import { HOME_ADDRESS, TEE_LINES, stubCheckout, teeQuote } from '@/test/checkout-fixtures';
import { getToasts } from '@/lib/toast';
import { SHOPPER, renderWithProviders } from '@/test/render';
import { stubApi, type StubRequest } from '@/test/stub-api';
import { CheckoutPayment } from './checkout-payment';

afterEach(() => vi.unstubAllGlobals());

const PAY = { name: 'Checkout with PayPal' };
const quoteBodies = (calls: StubRequest[]) =>
  calls.filter((call) => call.path === '/shop/checkout/quote').map((call) => call.body);
const orderBody = (calls: StubRequest[]) => calls.find((call) => call.path === '/shop/order')?.body;

function stayOnPage() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('the money at checkout', () => {
  it("says it is working the total out, then shows the server's quote of the cart", async () => {
    let answer: () => void = () => {};
    const { calls } = stubApi({
      'POST /shop/checkout/quote': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { success: true, quote: teeQuote() } });
        }),
    });
    const { container } = renderWithProviders(
      <CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={HOME_ADDRESS} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Working out your total…');
    const pay = screen.getByRole('button', PAY);
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Working out your total…');

    answer();
    expect(await screen.findByText('Includes GST ₹40.33')).toBeVisible();
    expect(screen.getAllByRole('term').map((term) => term.parentElement?.textContent)).toEqual([
      'Subtotal₹798.00',
      'Shipping₹49.00',
      'Total₹847.00',
    ]);
    expect(screen.getByText('Add ₹201.00 more for free delivery')).toBeVisible();
    expect(pay).toBeEnabled();
    expect(quoteBodies(calls)).toEqual([
      {
        userId: SHOPPER.id,
        orderItems: [
          { productId: TEE_LINES[0]!.productId, variantId: TEE_LINES[0]!.variantId, quantity: 2 },
        ],
        addressId: HOME_ADDRESS.id,
      },
    ]);
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('says when the total could not be worked out, and Retry asks again', async () => {
    let failing = true;
    stubApi({
      'POST /shop/checkout/quote': () =>
        failing
          ? { status: 503, body: { success: false, message: 'Down' } }
          : { body: { success: true, quote: teeQuote() } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={HOME_ADDRESS} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your total could not be worked out. Try again.');
    expect(screen.getByRole('button', PAY)).toHaveAccessibleDescription(
      'Your total could not be worked out. Try again.',
    );
    expect(getToasts()).toEqual([]);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₹847.00')).toBeVisible();
    expect(screen.getByRole('button', PAY)).toBeEnabled();
  });

  it('asks again when the cart or the chosen address changes', async () => {
    const { calls } = stubCheckout();
    const { rerender } = renderWithProviders(
      <CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={null} />,
    );
    await screen.findByText('Total');
    const office = { ...HOME_ADDRESS, id: '44444444-4444-4444-8444-444444444445' };
    rerender(<CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={office} />);
    const threeTees = [{ ...TEE_LINES[0]!, quantity: 3 }];
    await waitFor(() => expect(quoteBodies(calls)).toHaveLength(2));
    rerender(<CheckoutPayment userId={SHOPPER.id} items={threeTees} address={office} />);
    await waitFor(() => expect(quoteBodies(calls)).toHaveLength(3));
    // No address chosen yet: quoted without one (the flat rate).
    expect(quoteBodies(calls)[0]).not.toHaveProperty('addressId');
    expect(quoteBodies(calls).slice(1)).toMatchObject([
      { addressId: office.id, orderItems: [{ quantity: 2 }] },
      { addressId: office.id, orderItems: [{ quantity: 3 }] },
    ]);
  });

  it("sends the quote's total and the applied code with the order", async () => {
    const { calls } = stubCheckout();
    const assign = stayOnPage();
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={HOME_ADDRESS} />,
    );
    await user.type(await screen.findByLabelText('Promotion code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove' });
    await user.click(screen.getByRole('button', PAY));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/paypal-sandbox/approve?x=1'));
    // Not the cart's own ₹798: the quote's total, with shipping and the saving.
    expect(orderBody(calls)).toMatchObject({ totalAmount: 767.2, promoCode: 'SAVE10' });
  });

  it('drops a code the order refuses (used up meanwhile), says why, and quotes again', async () => {
    const { calls } = stubCheckout({ usedUpAtOrder: true });
    const assign = stayOnPage();
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={HOME_ADDRESS} />,
    );
    await user.type(await screen.findByLabelText('Promotion code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove' });
    await user.click(screen.getByRole('button', PAY));

    const field = await screen.findByLabelText('Promotion code');
    expect(field).toHaveAccessibleDescription('This code has been used up.');
    expect(screen.getByRole('alert')).toHaveTextContent('This code has been used up.');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹847.00'));
    expect(quoteBodies(calls).at(-1)).not.toHaveProperty('promoCode');
    // Said once, at the field: not a toast as well.
    expect(getToasts()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
