import { Suspense, useCallback, useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useOverlayLocation, type OverlayState } from '@/lib/background-location';
import { onDemand } from '@/lib/on-demand';
import { PRODUCT_PATH, linkedColour, productPath } from '../../lib/product-path';

const ProductDetailsDialog = onDemand(() =>
  import('./product-details-dialog').then((m) => m.ProductDetailsDialog),
);

/** Router state of a quick view: the grid beneath, and whether to ask for a size at once. */
interface QuickViewState extends OverlayState {
  askForChoice: boolean;
}

export interface OpenProductOptions {
  /** A tile's Add to cart needs a size (or colour) first: say so as the details open. */
  askForChoice?: boolean;
  /** The colour the tile shows (its listing is filtered by it): the address names it. */
  colour?: string;
}

/**
 * Opens a product's quick view from a grid. The address becomes the product's own (so it can
 * be shared, reloaded or opened in a new tab as the full page) while the grid stays drawn
 * beneath, untouched: Back closes the dialog and the grid is as it was, with its filters, sort,
 * loaded pages and scroll position. The dialog's code downloads on the first open.
 */
export function useProductDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  const overlay = useOverlayLocation();
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [overlay]);

  const openProduct = useCallback(
    (id: string, options: OpenProductOptions = {}) => {
      const state: QuickViewState = {
        background: location,
        askForChoice: Boolean(options.askForChoice),
      };
      void navigate(productPath(id, options.colour), { state });
    },
    [navigate, location],
  );
  // Back, as the browser's own button would; once only, however often Escape is pressed.
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    void navigate(-1);
  }, [navigate]);

  const productId = overlay ? matchPath(PRODUCT_PATH, overlay.pathname)?.params.id : undefined;
  const askForChoice = Boolean((overlay?.state as Partial<QuickViewState> | null)?.askForChoice);
  const dialog = productId ? (
    <Suspense fallback={null}>
      <ProductDetailsDialog.Component
        key={productId}
        productId={productId}
        askForChoice={askForChoice}
        colour={linkedColour(overlay?.search ?? '')}
        onClose={close}
      />
    </Suspense>
  ) : null;

  return { openProduct, dialog };
}
