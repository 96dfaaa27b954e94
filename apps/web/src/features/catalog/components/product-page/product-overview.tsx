import type { Product } from '@attire/contract';
import type { ReactNode } from 'react';
import { Stars } from '@/components/rating/stars';
import { brandLabel } from '../../lib/labels';
import { productSummary } from '../../lib/product-summary';
import { useWishlistHeart } from '../product/wishlist-heart-slot';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { useVariantChoice } from './use-variant-choice';

interface ProductOverviewProps {
  product: Product;
  /** The product's title as its frame needs it: the page's h1, or the dialog's title. */
  title: ReactNode;
  description: ReactNode;
  /** The main picture's `sizes`. */
  imageSizes: string;
  /** Say at once what is still to choose (a tile's Add to cart brought the shopper here). */
  askAtOnce?: boolean;
  /** The colour the link named (`?colour=`): chosen, and its picture shown, from the start. */
  colour?: string | null;
}

/**
 * A product as the page and the quick view both show it: the gallery, which follows the
 * chosen colour, beside the title, rating and the choice of colour and size. Key it by the
 * product's id, so that another product starts with a fresh choice.
 */
export function ProductOverview({
  product,
  title,
  description,
  imageSizes,
  askAtOnce = false,
  colour = null,
}: ProductOverviewProps) {
  const choice = useVariantChoice(product, askAtOnce, colour);
  const images = product.images.length > 0 ? product.images : [product.image];
  const Heart = useWishlistHeart();
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-8">
      <ProductGallery
        title={product.title}
        images={images}
        image={choice.image}
        onShow={choice.showImage}
        sizes={imageSizes}
      />
      <div className="grid min-w-0 content-start gap-5">
        <div className="grid gap-2">
          <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
            {brandLabel(product.brand)}
          </p>
          <div className="flex items-start justify-between gap-3">
            {title}
            {Heart && <Heart product={productSummary(product)} />}
          </div>
          {description}
          <div className="flex items-center gap-2">
            <Stars value={product.rating} />
            <span className="text-sm text-muted-foreground">
              {product.rating.toFixed(1)} ({product.reviewCount})
            </span>
          </div>
        </div>
        <ProductPurchase product={product} choice={choice} />
      </div>
    </div>
  );
}
