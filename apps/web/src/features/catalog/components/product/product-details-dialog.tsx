import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { useProductDetails } from '../../api/fetch-product-details';
import { productPath } from '../../lib/product-path';
import { ProductOverview } from '../product-page/product-overview';
import { useProductReviews } from './product-reviews-slot';

interface ProductDetailsDialogProps {
  productId: string;
  onClose: () => void;
  /** Say at once what is still to choose: a tile's Add to cart opened the dialog. */
  askForChoice?: boolean;
  /** The colour its address names (the tile showed it): chosen from the start. */
  colour?: string | null;
}

/** The quick view: the product page's overview and reviews over the grid it was opened from. */
export function ProductDetailsDialog({
  productId,
  onClose,
  askForChoice,
  colour = null,
}: ProductDetailsDialogProps) {
  const { data: product, isPending, isError } = useProductDetails(productId);
  const Reviews = useProductReviews();

  // The failure itself is toasted by the query cache; an empty dialog would only be in the way.
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);

  // Names the product in the tab while the dialog is open; the page's title comes back after.
  useEffect(() => {
    if (!product) return;
    const pageTitle = document.title;
    document.title = `${product.title} · Attire`;
    return () => {
      document.title = pageTitle;
    };
  }, [product]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-[90vw]! gap-6! sm:p-8 lg:max-w-5xl!">
        {isPending || !product ? (
          <>
            <DialogTitle className="sr-only">Loading product</DialogTitle>
            <DialogDescription className="sr-only">
              The product details are loading.
            </DialogDescription>
            <div className="grid gap-6 md:grid-cols-2">
              <Skeleton className="h-80 w-full" />
              <Skeleton className="h-80 w-full" />
            </div>
          </>
        ) : (
          <>
            <ProductOverview
              key={product.id}
              product={product}
              askAtOnce={askForChoice}
              colour={colour}
              imageSizes="(min-width: 1024px) 448px, (min-width: 768px) 40vw, 82vw"
              title={
                <DialogTitle className="text-2xl! font-extrabold! [overflow-wrap:anywhere] sm:text-3xl!">
                  {product.title}
                </DialogTitle>
              }
              description={
                <DialogDescription className="text-base!">{product.description}</DialogDescription>
              }
            />
            {/* The same address without the listing beneath: the page itself. */}
            <Link
              to={productPath(product.id, colour)}
              replace
              className="w-fit text-sm font-medium text-primary underline underline-offset-4"
            >
              View the full page
            </Link>
            <Separator />
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <Reviews productId={productId} />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
