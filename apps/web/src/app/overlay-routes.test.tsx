import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@attire/contract';
import { AddToCartContext } from '@/features/catalog/components/product/add-to-cart-context';
import { ProductGrid } from '@/features/catalog/components/product/product-grid';
import { ProductReviewsContext } from '@/features/catalog/components/product/product-reviews-slot';
import { useProductDialog } from '@/features/catalog/components/product/use-product-dialog';
import { ProductPage } from '@/features/catalog/components/product-page/product-page';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { summaryFixture, teeInTwoSizes } from '@/test/catalog-fixtures';
import { OverlayRoutes } from './overlay-routes';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '66666666-6666-4666-8666-666666666666';
const tee: Product = teeInTwoSizes(ID, 'Soft cotton');

let listingMounts = 0;

/** A grid page with state of its own, which the quick view must leave as it was. */
function Listing() {
  useEffect(() => {
    listingMounts += 1;
  }, []);
  const [kept, setKept] = useState(false);
  const { openProduct, dialog } = useProductDialog();
  return (
    <>
      <h1>Listing</h1>
      <button onClick={() => setKept(true)}>Remember</button>
      {kept && <p>Remembered</p>}
      <ProductGrid products={[summaryFixture(tee)]} isLoading={false} onOpen={openProduct} />
      {dialog}
    </>
  );
}

/** The address bar, as the browser shows it. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const routes: RouteObject[] = [
  { path: '/shop/listing', element: <Listing /> },
  { path: '/shop/product/:id', element: <ProductPage /> },
];

function renderShop(route: string) {
  stubApi({ 'GET /shop/products/:id': () => ({ body: { success: true, product: tee } }) });
  listingMounts = 0;
  return renderWithProviders(
    <AddToCartContext value={async () => true}>
      <ProductReviewsContext value={() => <h3>Reviews</h3>}>
        <AddressBar />
        <OverlayRoutes routes={routes} />
      </ProductReviewsContext>
    </AddToCartContext>,
    { route },
  );
}

// Behind an open dialog the rest of the page is hidden from the accessibility tree.
const address = () => screen.getByRole('status', { name: 'Address', hidden: true });

describe('the quick view over a grid', () => {
  it("takes the product's address over the page, and Back leaves the page as it was", async () => {
    renderShop('/shop/listing?category=men');
    await userEvent.click(screen.getByRole('button', { name: 'Remember' }));
    await userEvent.click(screen.getByRole('link', { name: 'Crew Tee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Crew Tee' });
    expect(address()).toHaveTextContent(`/shop/product/${ID}`);
    expect(dialog).toHaveTextContent('Soft cotton');
    expect(screen.queryByRole('heading', { level: 1, name: 'Crew Tee' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toHaveTextContent('/shop/listing?category=men');
    expect(screen.getByText('Remembered')).toBeInTheDocument();
    expect(listingMounts).toBe(1);
    expect(screen.getByRole('link', { name: 'Crew Tee' })).toHaveFocus();
  });

  it("asks for a size when a tile's Add to cart needs one", async () => {
    renderShop('/shop/listing');
    await userEvent.click(screen.getByRole('button', { name: /^Add to cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Crew Tee' });
    expect(dialog).toHaveTextContent('Please select a size');
    expect(address()).toHaveTextContent(`/shop/product/${ID}`);
  });

  it('opens the full page at the same address when it is loaded directly', async () => {
    renderShop(`/shop/product/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Listing')).not.toBeInTheDocument();
  });
});
