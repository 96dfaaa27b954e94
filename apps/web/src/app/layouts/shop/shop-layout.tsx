import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AddToCartContext } from '@/features/catalog/components/product/add-to-cart-context';
import { ProductReviewsContext } from '@/features/catalog/components/product/product-reviews-slot';
import { SoldOutActionContext } from '@/features/catalog/components/product/sold-out-slot';
import { WishlistHeartContext } from '@/features/catalog/components/product/wishlist-heart-slot';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { PageErrorBoundary } from '../shared/page-error-boundary';
import { ErrorBoundary } from '../../error-boundary';
import { PageFallback } from '../../page-fallback';
import { QueryProvider } from '../../providers';
import { useFocusHeadingOnNavigate } from '../shared/use-focus-heading-on-navigate';
import { ShopHeader } from './shop-header';

// Shown only inside the product details, which download on demand: so do the reviews (and the
// form library their form brings).
const ProductReviews = lazy(async () => ({
  default: (await import('@/features/reviews/components/product-reviews')).ProductReviews,
}));

// Shown only for a sold-out size, on a product's page or in its quick view.
const NotifyMe = lazy(async () => ({
  default: (await import('@/features/stock-alerts/components/notify-me')).NotifyMe,
}));

// Below the fold: its code downloads beside the page's, never in the shop's first-load chunks.
const ShopFooter = lazy(async () => ({
  default: (await import('@/features/store-info/components/shop-footer')).ShopFooter,
}));

/**
 * Wires the cart's add action, the reviews section, the wishlist's heart and the stock alerts'
 * "Notify me" into the catalog's tiles and details, so the features stay apart.
 */
function CatalogWiring({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  return (
    <AddToCartContext value={addToCart}>
      <ProductReviewsContext value={ProductReviews}>
        <WishlistHeartContext value={WishlistHeart}>
          <SoldOutActionContext value={NotifyMe}>{children}</SoldOutActionContext>
        </WishlistHeartContext>
      </ProductReviewsContext>
    </AddToCartContext>
  );
}

export function ShopLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate(main);
  return (
    <QueryProvider>
      <CatalogWiring>
        <div className="flex min-h-dvh flex-col bg-background">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
          >
            Skip to content
          </a>
          <ShopHeader />
          <main ref={main} id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {/* A page that fails (its code did not download) fails here, under the header;
                keyed by path, so going elsewhere tries again. */}
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
          {/* Nothing in its place while it comes, or if it fails: the page goes on without it. */}
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <ShopFooter />
            </Suspense>
          </ErrorBoundary>
        </div>
      </CatalogWiring>
    </QueryProvider>
  );
}
