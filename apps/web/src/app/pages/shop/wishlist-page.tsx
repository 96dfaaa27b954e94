import { ProductGrid } from '@/features/catalog/components/product/product-grid';
import { useProductDialog } from '@/features/catalog/components/product/use-product-dialog';
import { RemoveFromWishlistButton } from '@/features/wishlist/components/remove-from-wishlist-button';
import {
  WISHLIST_HEADING_ID,
  WishlistContent,
} from '@/features/wishlist/components/wishlist-content';

/**
 * Wishlist (the account menu's): the kept products as the catalog's tiles, from two features.
 * A tile's Add to cart adds a one-size product at once and opens the quick view, asking for the
 * size and colour, for any other; Remove stands in for the tile's heart.
 */
export function WishlistPage() {
  const { openProduct, dialog } = useProductDialog();
  return (
    <div className="grid gap-6 p-4 md:p-6">
      <title>Wishlist · Attire</title>
      <WishlistContent
        renderProducts={(products) => (
          <ProductGrid
            products={products}
            isLoading={false}
            onOpen={openProduct}
            tileFooter={(product) => (
              <RemoveFromWishlistButton product={product} fallbackFocusId={WISHLIST_HEADING_ID} />
            )}
          />
        )}
      />
      {dialog}
    </div>
  );
}
