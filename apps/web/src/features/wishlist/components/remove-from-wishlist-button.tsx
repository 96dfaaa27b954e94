import type { ProductSummary } from '@attire/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';

// The same on-demand code as the hearts', imported here and not through load-toggle.ts: a
// module both import would become a chunk of its own on the home page's first load.
const loadToggle = () => import('../lib/toggle-wishlist');
const preloadToggle = () => void loadToggle();

interface RemoveFromWishlistButtonProps {
  product: ProductSummary;
  /** Where focus goes when the last product is removed: the page's heading. */
  fallbackFocusId: string;
}

/**
 * The Wishlist page's Remove, under a tile's Add to cart. The tile goes at once, taking the
 * focused button with it: focus moves on to the next tile's Remove (else the previous one's,
 * else the heading) rather than falling to the page.
 */
export function RemoveFromWishlistButton({
  product,
  fallbackFocusId,
}: RemoveFromWishlistButtonProps) {
  const queryClient = useQueryClient();
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const tile = event.currentTarget.closest('li');
    const next =
      [tile?.nextElementSibling, tile?.previousElementSibling]
        .map((item) => item?.querySelector<HTMLElement>('[data-wishlist-remove]'))
        .find(Boolean) ?? document.getElementById(fallbackFocusId);
    void loadToggle().then((module) =>
      module.toggleWishlist(queryClient, product, false, { announceRemoval: true }),
    );
    next?.focus();
  };
  return (
    <Button
      variant="outline"
      className="w-full"
      data-wishlist-remove=""
      aria-label={`Remove ${product.title} from your wishlist`}
      onPointerEnter={preloadToggle}
      onFocus={preloadToggle}
      onClick={remove}
    >
      Remove
    </Button>
  );
}
