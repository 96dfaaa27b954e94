import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_MESSAGES } from '@attire/contract';
import { seriousAxeFindings } from '@/test/axe';
import { HOME_ADDRESS, TEE_LINES, stubCheckout } from '@/test/checkout-fixtures';
import { SHOPPER, renderWithProviders } from '@/test/render';
import type { StubRequest } from '@/test/stub-api';
import { CheckoutPayment } from './checkout-payment';

afterEach(() => vi.unstubAllGlobals());

function renderCheckout() {
  return renderWithProviders(
    <CheckoutPayment userId={SHOPPER.id} items={TEE_LINES} address={HOME_ADDRESS} />,
  );
}

/** The codes the quotes were asked with, in order (undefined: none). */
function quotedCodes(calls: StubRequest[]) {
  return calls
    .filter((call) => call.path === '/shop/checkout/quote')
    .map((call) => (call.body as { promoCode?: string }).promoCode);
}

const total = () => screen.getByText('Total').nextElementSibling?.textContent;

async function applyCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText('Promotion code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('a promotion code at checkout', () => {
  it('keeps Apply disabled while the field is empty, and says why', async () => {
    stubCheckout();
    const user = userEvent.setup();
    renderCheckout();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Type a code to apply it.');
    expect(screen.getByText('Type a code to apply it.')).toBeVisible();

    await user.type(screen.getByLabelText('Promotion code'), '   ');
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Promotion code'), 'S');
    expect(apply).toBeEnabled();
    expect(screen.queryByText('Type a code to apply it.')).toBeNull();
  });

  it('is applied once the server quotes with it: its saving and the new total show', async () => {
    const { calls } = stubCheckout();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByText('Total');
    expect(total()).toBe('₹847.00');

    await applyCode(user, 'save10');
    const remove = await screen.findByRole('button', { name: 'Remove' });
    expect(quotedCodes(calls)).toEqual([undefined, 'save10']);
    // Shown as the shop spells it, with the saving as a negative amount.
    expect(remove).toHaveAccessibleDescription('Code SAVE10');
    const saving = screen.getAllByText('Code SAVE10').find((node) => node.tagName === 'DT');
    expect(saving?.nextElementSibling).toHaveTextContent('−₹79.80');
    expect(total()).toBe('₹767.20');
    expect(screen.getByText('Includes GST ₹36.53')).toBeVisible();
    expect(screen.getByText('Add ₹280.80 more for free delivery')).toBeVisible();
    // The Apply button left the page: focus goes to what replaced it.
    expect(remove).toHaveFocus();
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
  });

  it("shows a refused code's reason at the field and does not apply it", async () => {
    const { calls } = stubCheckout();
    const user = userEvent.setup();
    const { container } = renderCheckout();
    await applyCode(user, 'NOPE');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PROMOTION_MESSAGES.promoUnknown);
    const field = screen.getByLabelText('Promotion code');
    expect(field).toHaveAccessibleDescription(PROMOTION_MESSAGES.promoUnknown);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByText(/^Code /)).toBeNull();
    expect(total()).toBe('₹847.00');
    expect(quotedCodes(calls)).toEqual([undefined, 'NOPE']);
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('Remove takes the code off: quoted again without it, focus back in the field', async () => {
    const { calls } = stubCheckout();
    const user = userEvent.setup();
    renderCheckout();
    await applyCode(user, 'SAVE10');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));

    const field = await screen.findByLabelText('Promotion code');
    await waitFor(() => expect(total()).toBe('₹847.00'));
    expect(field).toHaveFocus();
    expect(screen.queryByText('Code SAVE10')).toBeNull();
    expect(screen.queryByText('−₹79.80')).toBeNull();
    // The quote without a code was kept from before the code: nothing new was asked.
    expect(quotedCodes(calls)).toEqual([undefined, 'SAVE10']);
  });

  it('is dropped, with the reason, when the cart no longer qualifies for it', async () => {
    const { calls } = stubCheckout();
    const user = userEvent.setup();
    const { rerender } = renderCheckout();
    await applyCode(user, 'SAVE10');
    await screen.findByRole('button', { name: 'Remove' });

    const oneTee = [{ ...TEE_LINES[0]!, quantity: 1 }];
    rerender(<CheckoutPayment userId={SHOPPER.id} items={oneTee} address={HOME_ADDRESS} />);
    const form = (await screen.findByLabelText('Promotion code')).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Add ₹399.00 more to use this code',
    );
    await screen.findByText('Total');
    expect(quotedCodes(calls).slice(-2)).toEqual(['SAVE10', undefined]);
  });
});
