import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AddToCartContext } from '@/features/catalog/components/product/add-to-cart-context';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { PageFallback } from '../../page-fallback';
import { QueryProvider } from '../../providers';
import { ShopHeader } from './shop-header';

/** Wires the cart's add action into the catalog's tiles and details (features stay apart). */
function CartActions({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  return <AddToCartContext value={addToCart}>{children}</AddToCartContext>;
}

export function ShopLayout() {
  return (
    <QueryProvider>
      <CartActions>
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
      </CartActions>
    </QueryProvider>
  );
}
