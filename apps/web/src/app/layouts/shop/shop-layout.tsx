import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AddToCartContext } from '@/features/catalog/components/product/add-to-cart-context';
import { ProductReviewsContext } from '@/features/catalog/components/product/product-reviews-slot';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { PageFallback } from '../../page-fallback';
import { QueryProvider } from '../../providers';
import { ShopHeader } from './shop-header';

// Shown only inside the product details, which download on demand: so do the reviews (and the
// form library their form brings).
const ProductReviews = lazy(async () => ({
  default: (await import('@/features/reviews/components/product-reviews')).ProductReviews,
}));

/**
 * Wires the cart's add action and the reviews section into the catalog's tiles and details, so
 * the features stay apart.
 */
function CatalogWiring({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  return (
    <AddToCartContext value={addToCart}>
      <ProductReviewsContext value={ProductReviews}>{children}</ProductReviewsContext>
    </AddToCartContext>
  );
}

export function ShopLayout() {
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
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </CatalogWiring>
    </QueryProvider>
  );
}
