import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@attire/contract';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { cartQueryOptions } from '../api/fetch-cart';
import { CartSheet } from './cart-sheet';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

// Lines b and c are two kinds of one product: a line, not a product, is what goes.
const PRODUCT_OF: Record<string, string> = { a: 'p1', b: 'p2', c: 'p2' };

function line(id: string): CartItem {
  return {
    id: `line-${id}`,
    productId: PRODUCT_OF[id] ?? id,
    variantId: `variant-${id}`,
    size: null,
    colour: null,
    sku: `SKU-${id}`,
    quantity: 1,
    product: { image: '/x.webp', title: `Item ${id}`, price: 1000, salePrice: 0, totalStock: 9 },
  };
}

/** A cart the stubbed server keeps, answering each removal with what is left. */
function stubCart(ids: string[]) {
  let items = ids.map(line);
  const cart = () => ({ body: { success: true, cart: { id: 'c', userId: SHOPPER.id, items } } });
  stubApi({
    'GET /shop/cart/:userId': cart,
    'DELETE /shop/cart/:userId/:productId/:variantId': ({ params }) => {
      items = items.filter((item) => item.variantId !== params.variantId);
      return cart();
    },
  });
}

const removeButton = (id: string) =>
  screen.getByRole('button', { name: `Remove Item ${id} from cart` });

/** Focused, and ready: the buttons say they are unavailable while a change saves. */
async function expectReadyFocus(id: string) {
  await waitFor(() => {
    expect(removeButton(id)).toHaveFocus();
    expect(removeButton(id)).not.toHaveAttribute('aria-disabled');
  });
}

describe('cart sheet', () => {
  it('moves focus after a removal to the next line, else the previous, else the empty message', async () => {
    stubCart(['a', 'b', 'c']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CartSheet open onOpenChange={() => {}} />);
    await screen.findByText('Item c');

    removeButton('b').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Item b')).not.toBeInTheDocument());
    await expectReadyFocus('c');

    // The last line has no next one: the previous line's Remove takes focus.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Item c')).not.toBeInTheDocument());
    await expectReadyFocus('a');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Nothing in your cart!')).toHaveFocus());
  });

  it("offers no Checkout for an empty cart (the checkout page keeps 'Cart is empty!')", async () => {
    stubCart([]);
    renderWithProviders(<CartSheet open onOpenChange={() => {}} />);
    const sheet = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(await within(sheet).findByText('Nothing in your cart!')).toBeVisible();
    expect(within(sheet).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Continue shopping' })).toBeVisible();
  });

  it('opened by adding, says what was added, marks its line and starts focus there', async () => {
    stubCart(['a', 'b']);
    const onOpenChange = vi.fn();
    const { rerender, queryClient } = renderWithProviders(
      <CartSheet open={false} onOpenChange={onOpenChange} />,
    );
    // The add has put the cart in the cache before the sheet opens.
    await waitFor(() =>
      expect(queryClient.getQueryData(cartQueryOptions(SHOPPER.id).queryKey)).toBeDefined(),
    );
    rerender(<CartSheet open added="variant-b" onOpenChange={onOpenChange} />);
    const sheet = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(sheet).toHaveAccessibleDescription('Added to your cart: Item b');
    await waitFor(() =>
      expect(within(sheet).getByText('Added to your cart: Item b').closest('p')).toHaveFocus(),
    );
    expect(within(sheet).getByRole('button', { name: 'Checkout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
