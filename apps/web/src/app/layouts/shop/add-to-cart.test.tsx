import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@attire/contract';
import { CartButton } from '@/features/cart/components/cart-button';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { AddToCartContext } from '@/features/catalog/components/product/add-to-cart-context';
import { ProductTile } from '@/features/catalog/components/product/product-tile';
import { getToasts } from '@/lib/toast';
import { jsonResponse, renderWithProviders, SHOPPER } from '@/test/render';
import { cartItemFixture, productFixture, summaryFixture } from '@/test/catalog-fixtures';

// The catalog's tiles and the cart's add action meet only here, in the shop layout's wiring;
// features never import each other, so this is where the two are tested together.

const product: Product = productFixture({
  id: '22222222-2222-4222-8222-222222222222',
  image: '/uploads/shirt.webp',
  title: 'Linen Shirt',
  description: 'Cool',
  category: 'men',
  brand: 'zara',
  price: 1999,
  salePrice: 1499,
  totalStock: 25,
  rating: 4,
  reviewCount: 1,
});

/** Wires the real cart action in, as the shop layout does. */
function WithCart({ children }: { children: ReactNode }) {
  return <AddToCartContext value={useAddToCart()}>{children}</AddToCartContext>;
}

function cartWith(quantity: number, totalStock: number) {
  const items = quantity
    ? [
        cartItemFixture({
          id: 'line',
          productId: product.id,
          variantId: product.variants[0]!.id,
          quantity,
          product: { ...product, totalStock },
        }),
      ]
    : [];
  return { success: true, cart: { id: 'c', userId: SHOPPER.id, items } };
}

afterEach(() => vi.unstubAllGlobals());

describe('adding to the cart from a product tile', () => {
  it('blocks adding past the stock with the spec toast, without calling the server', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(cartWith(3, 3)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <WithCart>
        <ProductTile
          product={summaryFixture(
            productFixture({ ...product, variants: undefined, totalStock: 3 }),
          )}
          onOpen={() => {}}
        />
      </WithCart>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Only 3 items can be added for this product!',
        variant: 'destructive',
      }),
    );
    const methods = fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods.every((method) => method === 'GET')).toBe(true);
  });

  it('adds one unit when the stock allows, then shows what was added with Checkout', async () => {
    let added = 0;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') added = 1;
      return jsonResponse(cartWith(added, 25));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(
      <WithCart>
        <CartButton />
        <ProductTile product={summaryFixture(product)} onOpen={() => {}} />
      </WithCart>,
    );
    const add = screen.getByRole('button', { name: /Add to cart/ });
    add.focus();
    await user.keyboard('{Enter}');

    // The cart opens, says what was added, and focus starts on that sentence.
    const cart = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(cart).toHaveAccessibleDescription('Added to your cart: Linen Shirt');
    await waitFor(() =>
      expect(screen.getByText('Added to your cart: Linen Shirt').closest('p')).toHaveFocus(),
    );
    expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeVisible();
    expect(within(cart).getByRole('link', { name: 'Linen Shirt' })).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      userId: SHOPPER.id,
      productId: product.id,
      variantId: product.variants[0]!.id,
      quantity: 1,
    });

    // Closing it gives focus back to the button that added, not to the header's cart.
    await user.click(within(cart).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });
});
