import { useDeferredValue, type ReactNode } from 'react';
import type { ProductSummary } from '@attire/contract';
import { UI_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductTile } from './product-tile';
import type { OpenProductOptions } from './use-product-dialog';

interface ProductGridProps {
  products: ProductSummary[] | undefined;
  isLoading: boolean;
  onOpen: (id: string, options?: OpenProductOptions) => void;
  /** The query failed: say so (an empty catalogue would be a lie) and offer to try again. */
  failed?: boolean;
  onRetry?: () => void;
  /** The colour each tile shows and links to, in a listing filtered by colour. */
  colourOf?: (product: ProductSummary) => string | undefined;
  /** Under each tile's Add to cart, in place of its heart (the Wishlist page's Remove). */
  tileFooter?: (product: ProductSummary) => ReactNode;
}

// Two columns even on phones: one 300 px tile per screen made browsing a long scroll.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

const EAGER_TILES = 4;

export function ProductGrid({
  products,
  isLoading,
  onOpen,
  failed,
  onRetry,
  colourOf,
  tileFooter,
}: ProductGridProps) {
  // The tiles render in a transition, in slices, rather than in the one long task of the update
  // that brought the products; until then the previous tiles (or the skeleton) stay.
  const shown = useDeferredValue(products);
  if (failed) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-12 text-center">
        <p className="font-semibold">The products could not be loaded.</p>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    );
  }
  if (isLoading || (products && !shown)) {
    return (
      <div className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[460px]" />
        ))}
      </div>
    );
  }
  if (!shown?.length) {
    return <p className="py-12 text-center text-muted-foreground">{UI_MESSAGES.noProducts}</p>;
  }
  return (
    <ul className={GRID}>
      {shown.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductTile
            product={product}
            onOpen={onOpen}
            eager={index < EAGER_TILES}
            colourOf={colourOf}
            footer={tileFooter?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
