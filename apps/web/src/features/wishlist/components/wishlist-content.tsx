import type { ProductSummary } from '@attire/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useWishlist } from '../api/fetch-wishlist';

export const WISHLIST_HEADING_ID = 'wishlist-heading';

interface WishlistContentProps {
  /** Draws the kept products (the catalog's tiles, wired by the page). */
  renderProducts: (products: ProductSummary[]) => ReactNode;
}

const count = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/**
 * The Wishlist page's heading and states: loading, could not load (with Retry), empty (with a
 * way to the shop), or the kept products, newest first.
 */
export function WishlistContent({ renderProducts }: WishlistContentProps) {
  const wishlist = useWishlist();
  const entries = wishlist.data;
  return (
    <>
      <div className="grid gap-1">
        <h1 id={WISHLIST_HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
          Wishlist
        </h1>
        {entries && entries.length > 0 && (
          <p className="text-sm text-muted-foreground">{count(entries.length)}</p>
        )}
      </div>
      {wishlist.isPending ? (
        <div
          role="status"
          className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
        >
          <span className="sr-only">Loading your wishlist...</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[460px]" />
          ))}
        </div>
      ) : !entries ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">Your wishlist could not be loaded.</p>
          <Button
            variant="outline"
            aria-disabled={wishlist.isFetching || undefined}
            onClick={() => !wishlist.isFetching && void wishlist.refetch()}
          >
            {wishlist.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="grid justify-items-start gap-2">
          <p className="font-semibold">Your wishlist is empty.</p>
          <p className="text-muted-foreground">
            Press the heart on a product to keep it here for later.
          </p>
          <Button asChild variant="outline">
            <Link to="/shop/listing">See all products</Link>
          </Button>
        </div>
      ) : (
        renderProducts(entries.map((entry) => entry.product))
      )}
    </>
  );
}
