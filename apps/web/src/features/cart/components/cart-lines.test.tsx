import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { jsonResponse, renderWithProviders, SHOPPER } from '@/test/render';
import { CartLines } from './cart-lines';
import { CartTotal } from './cart-total';
import { cartItemFixture } from '@/test/catalog-fixtures';

function line(id: string, quantity: number, totalStock: number, salePrice = 0): CartItem {
  return cartItemFixture({
    id: `line-${id}`,
    productId: id,
    quantity,
    product: { image: '/x.webp', title: `Item ${id}`, price: 1000, salePrice, totalStock },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('cart lines', () => {
  it("says 'Nothing in your cart!' when empty", () => {
    renderWithProviders(<CartLines items={[]} />);
    expect(screen.getByText('Nothing in your cart!')).toBeInTheDocument();
  });

  it('disables decrement at quantity 1', () => {
    renderWithProviders(<CartLines items={[line('a', 1, 5), line('b', 2, 5)]} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Item a' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Item b' })).toBeEnabled();
  });

  it('blocks an increment past the stock with the spec toast', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartLines items={[line('a', 4, 4)]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Item a' }));
    expect(getToasts()[0]).toMatchObject({
      title: 'Only 4 items can be added for this product!',
      variant: 'destructive',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new quantity on increment within the stock', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        success: true,
        cart: { id: 'c', userId: SHOPPER.id, items: [line('a', 3, 4)] },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartLines items={[line('a', 2, 4)]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Item a' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shop/cart');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      userId: SHOPPER.id,
      productId: 'a',
      variantId: '0001',
      quantity: 3,
    });
  });

  it('keeps the + button focused and enabled while the change saves (no double send)', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<CartLines items={[line('a', 2, 9)]} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Item a' });
    await user.click(increase);
    await waitFor(() => expect(increase).toHaveAttribute('aria-disabled', 'true'));
    expect(increase).toBeEnabled();
    expect(increase).toHaveFocus();
    await user.click(increase);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(
      jsonResponse({
        success: true,
        cart: { id: 'c', userId: SHOPPER.id, items: [line('a', 3, 9)] },
      }),
    );
    await waitFor(() => expect(increase).not.toHaveAttribute('aria-disabled'));
  });

  it('removes a line', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ success: true, cart: { id: 'c', userId: SHOPPER.id, items: [] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartLines items={[line('a', 2, 4)]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Item a from cart' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/shop/cart/${SHOPPER.id}/a/0001`);
    expect(init.method).toBe('DELETE');
  });

  it('shows the size and colour of each line, and changes only that line', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ success: true, cart: { id: 'c', userId: SHOPPER.id, items: [] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const sized = (variantId: string, size: string, quantity: number) =>
      cartItemFixture({
        ...line('tee', quantity, 5),
        id: `line-${variantId}`,
        variantId,
        size,
        colour: 'navy',
      });
    renderWithProviders(<CartLines items={[sized('tee-m', 'M', 1), sized('tee-l', 'L', 2)]} />);
    expect(screen.getByText('Size M · Navy')).toBeInTheDocument();
    expect(screen.getByText('Size L · Navy')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Item tee, Size L · Navy' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Item tee, Size M · Navy from cart' }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [put, remove] = fetchMock.mock.calls;
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ variantId: 'tee-l', quantity: 3 });
    expect(remove?.[0]).toBe(`/api/shop/cart/${SHOPPER.id}/tee/tee-m`);
  });

  it('shows line totals with 2 decimals from the sale price, and the total', () => {
    renderWithProviders(
      <>
        <CartLines items={[line('a', 3, 9, 499.5), line('b', 1, 9)]} />
        <CartTotal items={[line('a', 3, 9, 499.5), line('b', 1, 9)]} />
      </>,
    );
    expect(screen.getByText('₹1,498.50')).toBeInTheDocument();
    expect(screen.getByText('₹1,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹2,498.50')).toBeInTheDocument();
  });

  it('says in words why + is unavailable at the stock limit, and still explains when pressed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const lines = [line('a', 1, 1), line('b', 3, 3), line('c', 2, 5)].map((item) => ({
      ...item,
      variantId: `variant-${item.productId}`,
    }));
    renderWithProviders(<CartLines items={lines} />);
    const full = screen.getByRole('button', { name: 'Increase quantity of Item b' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveAccessibleDescription('Only 3 in stock, and all are in your cart.');
    expect(screen.getByText('Only 3 in stock, and all are in your cart.')).toBeVisible();
    expect(screen.getByText('Only 1 in stock, and it is in your cart.')).toBeVisible();
    const more = screen.getByRole('button', { name: 'Increase quantity of Item c' });
    expect(more).not.toHaveAttribute('aria-disabled');
    expect(more).not.toHaveAccessibleDescription();

    // Still focusable, so pressing it says why, in the spec's words.
    full.focus();
    await userEvent.keyboard('{Enter}');
    expect(getToasts()[0]).toMatchObject({
      title: 'Only 3 items can be added for this product!',
      variant: 'destructive',
    });
  });

  it("links each line to its product's page", () => {
    renderWithProviders(<CartLines items={[line('a', 1, 5)]} />);
    expect(screen.getByRole('link', { name: 'Item a' })).toHaveAttribute('href', '/shop/product/a');
  });

  it('closes the stock toast once a change goes through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          success: true,
          cart: { id: 'c', userId: SHOPPER.id, items: [line('a', 4, 4), line('b', 3, 9)] },
        }),
      ),
    );
    const b = { ...line('b', 2, 9), variantId: 'variant-b' };
    renderWithProviders(<CartLines items={[line('a', 4, 4), b]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Item a' }));
    expect(getToasts()[0]).toMatchObject({ variant: 'destructive', open: true });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Item b' }));
    await waitFor(() => expect(getToasts().filter((toast) => toast.open)).toEqual([]));
  });
});
