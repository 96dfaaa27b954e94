import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ProductSummary, type WishlistEntry } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { productFixture, summaryFixture } from '@/test/catalog-fixtures';
import { renderWithProviders } from '@/test/render';
import { stubApi, type StubReply } from '@/test/stub-api';
import { WishlistHeart } from './wishlist-heart';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

function product(id: string, title: string): ProductSummary {
  return summaryFixture(
    productFixture({
      id,
      image: '/uploads/shirt.webp',
      title,
      description: 'Cool',
      category: 'men',
      brand: 'zara',
      price: 1999,
      salePrice: 0,
      totalStock: 25,
      rating: 4,
      reviewCount: 1,
    }),
  );
}

const SHIRT = product('22222222-2222-4222-8222-222222222222', 'Linen Shirt');
const TEE = product('33333333-3333-4333-8333-333333333333', 'Crew Tee');

const entry = (kept: ProductSummary): WishlistEntry => ({
  productId: kept.id,
  addedAt: '2025-03-14T10:00:00.000Z',
  product: kept,
});

/** A reply the test sends when it chooses, to see what shows while the call is on its way. */
function held() {
  let send: (reply: StubReply) => void = () => {};
  const reply = new Promise<StubReply>((resolve) => (send = resolve));
  return { reply, send };
}

const heart = (title: string) =>
  screen.getByRole('button', { name: `Save ${title} to your wishlist` });

/** On a tile the hearts sit on the picture, whose click opens the product. */
const openProduct = vi.fn();

function renderHearts() {
  openProduct.mockClear();
  renderWithProviders(
    <div onClick={openProduct}>
      <WishlistHeart product={SHIRT} />
      <WishlistHeart product={TEE} />
    </div>,
  );
}

describe('wishlist heart', () => {
  it('is pressed for a product on the wishlist, from one request for all hearts', async () => {
    const api = stubApi({
      'GET /shop/wishlist': () => ({ body: { success: true, wishlist: [entry(SHIRT)] } }),
    });
    renderHearts();
    await waitFor(() => expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Crew Tee')).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.filter((call) => call.path === '/shop/wishlist')).toHaveLength(1);
  });

  it('shows the press at once, before the server answers, and keeps it when it agrees', async () => {
    const adding = held();
    const api = stubApi({
      'GET /shop/wishlist': () => ({ body: { success: true, wishlist: [] } }),
      'POST /shop/wishlist': () => adding.reply,
    });
    renderHearts();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await userEvent.click(heart('Crew Tee'));
    await waitFor(() => expect(heart('Crew Tee')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { productId: TEE.id } });

    adding.send({ status: 201, body: { success: true, entry: entry(TEE) } });
    await waitFor(() => expect(getToasts()).toHaveLength(0));
    expect(heart('Crew Tee')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'false');
    // Pressing the heart keeps the product; it does not open it.
    expect(openProduct).not.toHaveBeenCalled();
  });

  it("takes the press back when the server refuses it, and says why in the server's words", async () => {
    const adding = held();
    stubApi({
      'GET /shop/wishlist': () => ({ body: { success: true, wishlist: [] } }),
      'POST /shop/wishlist': () => adding.reply,
    });
    renderHearts();
    await userEvent.click(heart('Crew Tee'));
    await waitFor(() => expect(heart('Crew Tee')).toHaveAttribute('aria-pressed', 'true'));

    adding.send({ status: 409, body: { success: false, message: MESSAGES.wishlistFull } });
    await waitFor(() => expect(heart('Crew Tee')).toHaveAttribute('aria-pressed', 'false'));
    expect(getToasts()[0]).toMatchObject({ title: MESSAGES.wishlistFull, variant: 'destructive' });
  });

  it('ends pressed when pressed before the first list arrived, which then predates the press', async () => {
    const kept: WishlistEntry[] = [];
    const firstList = held();
    let lists = 0;
    stubApi({
      'GET /shop/wishlist': () => {
        lists += 1;
        return lists === 1 ? firstList.reply : { body: { success: true, wishlist: kept } };
      },
      'POST /shop/wishlist': () => {
        kept.push(entry(TEE));
        return { status: 201, body: { success: true, entry: entry(TEE) } };
      },
    });
    renderHearts();
    await userEvent.click(heart('Crew Tee'));
    await waitFor(() => expect(kept).toHaveLength(1));
    // The list asked for on the way in, written before the press reached the server.
    firstList.send({ body: { success: true, wishlist: [] } });
    await waitFor(() => expect(heart('Crew Tee')).toHaveAttribute('aria-pressed', 'true'));
    expect(lists).toBe(2);
  });

  it('lets go of a kept product, and puts it back when the removal fails', async () => {
    let removals = 0;
    stubApi({
      'GET /shop/wishlist': () => ({ body: { success: true, wishlist: [entry(SHIRT)] } }),
      'DELETE /shop/wishlist/:productId': ({ params }) => {
        removals += 1;
        expect(params.productId).toBe(SHIRT.id);
        return removals === 1
          ? { body: { success: true, message: MESSAGES.wishlistRemoved } }
          : { status: 500, body: { success: false, message: 'Something went wrong!' } };
      },
      'POST /shop/wishlist': () => ({ status: 201, body: { success: true, entry: entry(SHIRT) } }),
    });
    renderHearts();
    await waitFor(() => expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart('Linen Shirt'));
    await waitFor(() => expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'false'));
    // The heart's own state says it: no toast for a removal that went through.
    expect(getToasts()).toHaveLength(0);

    await userEvent.click(heart('Linen Shirt'));
    await waitFor(() => expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart('Linen Shirt'));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ variant: 'destructive' }));
    expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for no wishlist when no shopper is signed in', async () => {
    const api = stubApi({});
    renderWithProviders(<WishlistHeart product={SHIRT} />, { user: null });
    expect(heart('Linen Shirt')).toHaveAttribute('aria-pressed', 'false');
    // Time for a request the query would have made on mount.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
