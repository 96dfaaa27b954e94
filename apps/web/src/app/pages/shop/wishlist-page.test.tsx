import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Product, type WishlistEntry } from '@attire/contract';
import {
  AddToCartContext,
  type AddToCartAction,
} from '@/features/catalog/components/product/add-to-cart-context';
import { ProductReviewsContext } from '@/features/catalog/components/product/product-reviews-slot';
import { ProductPage } from '@/features/catalog/components/product-page/product-page';
import { getToasts } from '@/lib/toast';
import { seriousAxeFindings } from '@/test/axe';
import { productFixture, summaryFixture, teeInTwoSizes } from '@/test/catalog-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi, type StubReply } from '@/test/stub-api';
import { OverlayRoutes } from '../../overlay-routes';
import { WishlistPage } from './wishlist-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const shirt: Product = productFixture({
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
// Sold in sizes S and M: its Add to cart asks which.
const tee: Product = teeInTwoSizes('66666666-6666-4666-8666-666666666666', 'Soft cotton');

const entry = (product: Product): WishlistEntry => ({
  productId: product.id,
  addedAt: '2025-03-14T10:00:00.000Z',
  product: summaryFixture(product),
});

const routes: RouteObject[] = [
  { path: '/shop/wishlist', element: <WishlistPage /> },
  { path: '/shop/product/:id', element: <ProductPage /> },
];

/**
 * The page over a server whose wishlist answers `list` (given what it keeps, the tee and the
 * shirt until removed): the entries, or a failure.
 */
function renderWishlist(list: (kept: WishlistEntry[]) => StubReply | Promise<StubReply>) {
  const kept = [entry(tee), entry(shirt)];
  const api = stubApi({
    'GET /shop/wishlist': () => list(kept),
    'DELETE /shop/wishlist/:productId': ({ params }) => {
      kept.splice(
        kept.findIndex((one) => one.productId === params.productId),
        1,
      );
      return { body: { success: true, message: MESSAGES.wishlistRemoved } };
    },
    'GET /shop/products/:id': ({ params }) => ({
      body: { success: true, product: params.id === tee.id ? tee : shirt },
    }),
  });
  const addToCart = vi.fn<AddToCartAction>(async () => true);
  const view = renderWithProviders(
    <AddToCartContext value={addToCart}>
      <ProductReviewsContext value={() => <p>Reviews</p>}>
        <OverlayRoutes routes={routes} />
      </ProductReviewsContext>
    </AddToCartContext>,
    { route: '/shop/wishlist' },
  );
  return { api, addToCart, kept, container: view.container };
}

const listed = () => ({ body: { success: true, wishlist: [entry(tee), entry(shirt)] } });
const tile = (title: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))!;

describe('wishlist page', () => {
  it('says it is loading, then shows the kept products newest first with their prices', async () => {
    let answer: (reply: StubReply) => void = () => {};
    const { container } = renderWishlist(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist...');

    answer(listed());
    expect(await screen.findByRole('heading', { name: 'Crew Tee' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    expect(titles).toEqual(['Crew Tee', 'Linen Shirt']);
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(within(tile('Linen Shirt')).getByText('₹1,999.00')).toHaveClass('line-through');
    expect(within(tile('Linen Shirt')).getByText('₹1,499.00')).toBeInTheDocument();
    // Remove stands in for the heart here.
    expect(screen.queryByRole('button', { name: /to your wishlist$/ })).not.toBeInTheDocument();
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('says so when the wishlist cannot be loaded, and Retry loads it', async () => {
    let calls = 0;
    renderWishlist(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { success: false, message: 'Something went wrong!' } }
        : listed();
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your wishlist could not be loaded.');
    // Told on the page, not in a toast as well.
    expect(getToasts()).toHaveLength(0);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Linen Shirt' })).toBeInTheDocument();
  });

  it('says the wishlist is empty, with a way to the shop', async () => {
    renderWishlist(() => ({ body: { success: true, wishlist: [] } }));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
  });

  it('adds a one-size product at once, and asks for the size of one sold in sizes', async () => {
    const { addToCart } = renderWishlist(listed);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Linen Shirt' }));
    expect(addToCart).toHaveBeenCalledWith({
      productId: shirt.id,
      variantId: shirt.variants[0]!.id,
      totalStock: 25,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Crew Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crew Tee' });
    expect(dialog).toHaveTextContent('Please select a size');
    expect(addToCart).toHaveBeenCalledTimes(1);
  });

  it('removes a product at once, says so, and moves focus on rather than losing it', async () => {
    const { kept } = renderWishlist((now) => ({ body: { success: true, wishlist: [...now] } }));
    const removeTee = await screen.findByRole('button', {
      name: 'Remove Crew Tee from your wishlist',
    });
    await userEvent.click(removeTee);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Crew Tee' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('button', { name: 'Remove Linen Shirt from your wishlist' }),
    ).toHaveFocus();
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: MESSAGES.wishlistRemoved }));

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Linen Shirt from your wishlist' }),
    );
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toHaveFocus();
    expect(kept).toEqual([]);
  });
});
