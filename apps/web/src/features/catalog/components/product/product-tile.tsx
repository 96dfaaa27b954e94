import type { Product } from '@attire/contract';
import { LIMITS, imageSrcSet } from '@attire/contract';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { brandLabel, categoryLabel, stockBadge } from '../../lib/labels';
import { useAddToCartAction } from './add-to-cart-context';
import { ProductPrice } from './product-price';

interface ProductTileProps {
  product: Product;
  onOpen: (id: string) => void;
  /** The first tiles of a page are above the fold: load them eagerly. */
  eager?: boolean;
}

export function ProductTile({ product, onOpen, eager = false }: ProductTileProps) {
  // The dialog hands focus back to what was focused when it opened: make that the title's
  // button, also when the picture (not focusable) was clicked.
  const titleButton = useRef<HTMLButtonElement>(null);
  const open = () => {
    titleButton.current?.focus();
    onOpen(product.id);
  };
  const addToCart = useAddToCartAction();
  const badge = stockBadge(product);
  const soldOut = product.totalStock <= 0;

  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div
        className="relative cursor-pointer"
        style={{ height: LIMITS.productImageHeightPx }}
        onClick={open}
      >
        <img
          src={product.image}
          srcSet={imageSrcSet(product.image)}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
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
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="font-bold sm:text-lg">
          <button
            ref={titleButton}
            type="button"
            onClick={open}
            // Two lines at most, and a very long word breaks instead of widening the tile.
            className="line-clamp-2 text-left [overflow-wrap:anywhere] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {product.title}
          </button>
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
      <div className="p-3 pt-0 sm:p-4 sm:pt-0">
        <Button className="w-full" disabled={soldOut} onClick={() => void addToCart(product)}>
          {soldOut ? 'Out of stock' : 'Add to cart'}
          <span className="sr-only">: {product.title}</span>
        </Button>
      </div>
    </Card>
  );
}
