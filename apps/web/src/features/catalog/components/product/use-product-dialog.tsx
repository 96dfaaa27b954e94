import { Suspense, useCallback, useState } from 'react';
import { onDemand } from '@/lib/on-demand';

const ProductDetailsDialog = onDemand(() =>
  import('./product-details-dialog').then((m) => m.ProductDetailsDialog),
);

/**
 * Opens the product details dialog from any grid. The dialog's code (Radix, reviews) downloads
 * on the first open, so a page's first load carries only the tiles.
 */
export function useProductDialog() {
  const [productId, setProductId] = useState<string | null>(null);
  const openProduct = useCallback((id: string) => setProductId(id), []);

  const dialog = productId ? (
    <Suspense fallback={null}>
      <ProductDetailsDialog.Component productId={productId} onClose={() => setProductId(null)} />
    </Suspense>
  ) : null;

  return { openProduct, dialog };
}
