import type { ProductSummary } from '@attire/contract';
import { LIMITS, PRODUCT_TILE_IMAGE_SIZES, imageSrcSet } from '@attire/contract';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { brandLabel, categoryLabel, stockBadge } from '../../lib/labels';
import { productPath } from '../../lib/product-path';
import { useAddToCartAction } from './add-to-cart-context';
import { ProductPrice } from './product-price';
import type { OpenProductOptions } from './use-product-dialog';
import { useWishlistHeart } from './wishlist-heart-slot';

interface ProductTileProps {
  /** As the listing and the search answer it: the details come when the product opens. */
  product: ProductSummary;
  /** Opens the product's details over the grid (the quick view, at the product's address). */
  onOpen: (id: string, options?: OpenProductOptions) => void;
  /** The first tiles of a page are above the fold: load them eagerly. */
  eager?: boolean;
  /**
   * The colour the tile shows and links to, in a listing filtered by colour (ListingPage's
   * listedColour: passed in, so that the home page's first load does without it).
   */
  colourOf?: (product: ProductSummary) => string | undefined;
  /** Under Add to cart: the Wishlist page's Remove, which then stands in for the heart. */
  footer?: ReactNode;
}

export function ProductTile({
  product,
  onOpen,
  eager = false,
  colourOf,
  footer,
}: ProductTileProps) {
  // The dialog hands focus back to what was focused when it opened: make that the title's
  // link, also when the picture (not focusable) was clicked.
  const titleLink = useRef<HTMLAnchorElement>(null);
  // The server already chose this colour's picture for the tile; the page opens on it too.
  const colour = colourOf?.(product);
  const open = (options?: OpenProductOptions) => {
    titleLink.current?.focus();
    onOpen(product.id, colour ? { ...options, colour } : options);
  };
  const openFromLink = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or middle click opens the full page in a new tab or window, as links do.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    open();
  };
  const addToCart = useAddToCartAction();
  const Heart = useWishlistHeart();
  const badge = stockBadge(product);
  const soldOut = product.totalStock <= 0;
  // A product in several sizes or colours cannot be added blind: its details open, asking.
  // The summary names the variant of a product that has only one, whose stock is the product's.
  const add = () => {
    if (product.variantId === undefined) open({ askForChoice: true });
    else
      void addToCart({
        productId: product.id,
        variantId: product.variantId,
        totalStock: product.totalStock,
      });
  };

  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div
        className="relative cursor-pointer"
        style={{ height: LIMITS.productImageHeightPx }}
        onClick={() => open()}
      >
        <img
          src={product.image}
          srcSet={imageSrcSet(product.image)}
          sizes={PRODUCT_TILE_IMAGE_SIZES}
          alt={product.title}
          width={400}
          height={LIMITS.productImageHeightPx}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full bg-muted object-cover"
        />
        {badge && (
          <Badge
            variant={soldOut || badge !== 'Sale' ? 'destructive' : 'default'}
            className="absolute top-2 left-2"
          >
            {badge}
          </Badge>
        )}
        {Heart && !footer && <Heart product={product} className="absolute top-2 right-2" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="font-bold sm:text-lg">
          <Link
            ref={titleLink}
            to={productPath(product.id, colour)}
            onClick={openFromLink}
            // Two lines at most, and a very long word breaks instead of widening the tile.
            className="line-clamp-2 text-left [overflow-wrap:anywhere] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {product.title}
          </Link>
        </h3>
        <div className="flex flex-wrap justify-between gap-x-2 text-sm text-muted-foreground">
          <span>{categoryLabel(product.category)}</span>
          <span>{brandLabel(product.brand)}</span>
        </div>
        <ProductPrice
          price={product.price}
          salePrice={product.salePrice}
          className="mt-auto flex-wrap"
        />
      </div>
      <div className="grid gap-2 p-3 pt-0 sm:p-4 sm:pt-0">
        <Button className="w-full" disabled={soldOut} onClick={add}>
          {soldOut ? 'Out of stock' : 'Add to cart'}
          <span className="sr-only">: {product.title}</span>
        </Button>
        {footer}
      </div>
    </Card>
  );
}
