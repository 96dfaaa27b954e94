import { Suspense, useEffect } from 'react';
import { imageSrcSet } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { useProductDetails } from '../../api/fetch-product-details';
import { useAddToCartAction } from './add-to-cart-context';
import { ProductPrice } from './product-price';
import { useProductReviews } from './product-reviews-slot';
import { Stars } from '@/components/rating/stars';

interface ProductDetailsDialogProps {
  productId: string;
  onClose: () => void;
}

export function ProductDetailsDialog({ productId, onClose }: ProductDetailsDialogProps) {
  const { data: product, isPending, isError } = useProductDetails(productId);
  const addToCart = useAddToCartAction();
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
      <DialogContent className="max-w-[90vw]! gap-6! sm:p-8 md:grid-cols-2 lg:max-w-5xl!">
        {isPending || !product ? (
          <>
            <DialogTitle className="sr-only">Loading product</DialogTitle>
            <DialogDescription className="sr-only">
              The product details are loading.
            </DialogDescription>
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-80 w-full" />
          </>
        ) : (
          <>
            <img
              src={product.image}
              srcSet={imageSrcSet(product.image)}
              sizes="(min-width: 768px) 45vw, 90vw"
              alt={product.title}
              width={600}
              height={600}
              className="aspect-square w-full rounded-lg bg-muted object-cover"
            />
            <div className="grid content-start gap-4">
              <div className="grid gap-2">
                <DialogTitle className="text-2xl! font-extrabold! sm:text-3xl!">
                  {product.title}
                </DialogTitle>
                <DialogDescription className="text-base!">{product.description}</DialogDescription>
              </div>
              <ProductPrice
                price={product.price}
                salePrice={product.salePrice}
                className="text-2xl"
              />
              <div className="flex items-center gap-2">
                <Stars value={product.rating} />
                <span className="text-sm text-muted-foreground">
                  {product.rating.toFixed(1)} ({product.reviewCount})
                </span>
              </div>
              <Button
                className="w-full"
                disabled={product.totalStock <= 0}
                onClick={() => void addToCart(product)}
              >
                {product.totalStock <= 0 ? 'Out of stock' : 'Add to cart'}
              </Button>
              <Separator />
              <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                <Reviews productId={productId} />
              </Suspense>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
