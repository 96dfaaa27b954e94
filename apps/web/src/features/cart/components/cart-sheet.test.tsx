import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@attire/contract';
import { renderWithProviders, SHOPPER } from '@/test/render';
import { stubApi } from '@/test/stub-api';
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
    renderWithProviders(
      <CartSheet open onOpenChange={() => {}} returnFocusTo={createRef<HTMLElement>()} />,
    );
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
});
