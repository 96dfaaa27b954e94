import type { ProductSummary } from '@attire/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useIsWished } from '../api/fetch-wishlist';
import { preloadToggle, toggleWishlistSoon } from '../lib/load-toggle';

interface WishlistHeartProps {
  /** The product as a tile shows it: what the Wishlist page lists until the server answers. */
  product: ProductSummary;
  className?: string;
}

/**
 * The heart of a tile and of a product's page: a toggle button, pressed while the product is
 * on the wishlist. Its name stays the same whichever the state (a toggle's label must not
 * change, or "pressed" would contradict it); screen readers say "pressed" or "not pressed".
 * 44 px square, for a thumb.
 */
export function WishlistHeart({ product, className }: WishlistHeartProps) {
  const wished = useIsWished(product.id);
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-label={`Save ${product.title} to your wishlist`}
      onPointerEnter={preloadToggle}
      onFocus={preloadToggle}
      onClick={(event) => {
        // On a tile, the picture beneath opens the product.
        event.stopPropagation();
        toggleWishlistSoon(queryClient, product, !wished);
      }}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full border bg-background shadow-sm outline-none hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-5', wished && 'fill-current text-destructive')}
      />
    </button>
  );
}
