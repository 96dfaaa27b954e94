// The product page as its tests render it: a crew tee in navy and red, S to L, with a size sold
// out in each colour, and the page wired as the shop layout wires it (stand-ins for the cart's
// add action, the reviews and what replaces Add to cart for a sold-out size).
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Product, Variant } from '@attire/contract';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { stubApi, type StubRoutes } from '@/test/stub-api';
import { productFixture } from '@/test/catalog-fixtures';
import {
  AddToCartContext,
  type AddToCartAction,
} from '@/features/catalog/components/product/add-to-cart-context';
import { ProductReviewsContext } from '@/features/catalog/components/product/product-reviews-slot';
import {
  SoldOutActionContext,
  type SoldOutAction,
} from '@/features/catalog/components/product/sold-out-slot';
import { ProductPage } from '@/features/catalog/components/product-page/product-page';

export const ID = '66666666-6666-4666-8666-666666666666';
export const NAVY = '/uploads/tee-navy.webp';
export const RED = '/uploads/tee-red.webp';
export const BACK = '/uploads/tee-back.webp';

export function variant(size: string, colour: 'navy' | 'red', totalStock: number): Variant {
  const red = colour === 'red';
  return {
    id: `${ID.slice(0, -6)}${colour === 'navy' ? 1 : 2}0000${size}`.slice(0, 36),
    sku: `TEE-${size}-${colour}`.toUpperCase(),
    size,
    colour,
    price: red ? 1299 : 999,
    salePrice: red ? 0 : 799,
    totalStock,
    image: red ? RED : NAVY,
  };
}

// Navy M and red L are sold out; red M is running low.
export const variants = [
  variant('S', 'navy', 5),
  variant('M', 'navy', 0),
  variant('L', 'navy', 30),
  variant('S', 'red', 12),
  variant('M', 'red', 4),
  variant('L', 'red', 0),
];
export const tee: Product = productFixture({
  id: ID,
  image: NAVY,
  images: [NAVY, RED, BACK],
  title: 'Crew Tee',
  description: 'Soft cotton',
  category: 'men',
  brand: 'levi',
  price: 999,
  salePrice: 799,
  totalStock: 51,
  rating: 4.5,
  reviewCount: 2,
  // Chosen out of order: the page shows them in the scale's order.
  sizes: ['L', 'S', 'M'],
  colours: ['navy', 'red'],
  variants,
});

/** The shop layout's "Notify me", as a stand-in that shows what it was given. */
export const NotifyStandIn: SoldOutAction = ({ productId, variantId, onChoiceMissing }) => (
  <button type="button" onClick={onChoiceMissing}>
    Notify about {productId} {variantId ?? 'nothing yet'}
  </button>
);

/**
 * The product's page at its address (with `search`), the product answered by the API stub
 * with any `routes` besides; `soldOutAction` stands in for Add to cart on a sold-out size.
 */
export function renderPage(
  product: Product | { status: number; message: string },
  search = '',
  soldOutAction: SoldOutAction | null = null,
  routes: StubRoutes = {},
) {
  const api = stubApi({
    ...routes,
    'GET /shop/products/:id': () =>
      'status' in product
        ? { status: product.status, body: { success: false, message: product.message } }
        : { body: { success: true, product } },
  });
  const addToCart = vi.fn<AddToCartAction>(async () => true);
  renderWithProviders(
    <AddToCartContext value={addToCart}>
      <ProductReviewsContext value={({ productId }) => <p>Reviews of {productId}</p>}>
        <SoldOutActionContext value={soldOutAction}>
          <Routes>
            <Route path="/shop/product/:id" element={<ProductPage />} />
          </Routes>
        </SoldOutActionContext>
      </ProductReviewsContext>
    </AddToCartContext>,
    { route: `/shop/product/${'id' in product ? product.id : ID}${search}` },
  );
  return { addToCart, api };
}

export const mainPicture = () => screen.getByRole('img', { name: 'Crew Tee' });
export const sizeButton = (size: string) =>
  screen.getByRole('button', { name: new RegExp(`^${size}\\b`) });
