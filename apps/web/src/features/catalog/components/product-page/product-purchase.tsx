import type { Product } from '@attire/contract';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { stockBadge } from '../../lib/labels';
import { displaySizes, pricesVary, sizeMade, sizeStock } from '../../lib/variants';
import { useAddToCartAction } from '../product/add-to-cart-context';
import { ProductPrice } from '../product/product-price';
import { useSoldOutAction } from '../product/sold-out-slot';
import { ColourSwatches } from './colour-swatches';
import { SizeButtons } from './size-buttons';
import { SizeGuide } from './size-guide';
import type { VariantChoiceState } from './use-variant-choice';

interface ProductPurchaseProps {
  product: Product;
  choice: VariantChoiceState;
}

/**
 * The price of the chosen variant, the colour and size choice, its stock and Add to cart, or,
 * for a sold-out size, what the shop layout offers instead ("Notify me").
 */
export function ProductPurchase({ product, choice }: ProductPurchaseProps) {
  const addToCart = useAddToCartAction();
  const SoldOutAction = useSoldOutAction();
  const { variant } = choice;
  const soldOut = product.totalStock <= 0 || (variant !== null && variant.totalStock <= 0);
  // The tile's rule ('Only N items left' at the threshold or fewer), for the chosen variant.
  const stockNote =
    variant && variant.totalStock > 0 ? stockBadge({ ...variant, salePrice: 0 }) : null;

  const add = () => {
    if (choice.ask() || !variant) return;
    void addToCart({
      productId: product.id,
      variantId: variant.id,
      totalStock: variant.totalStock,
    });
  };

  return (
    <div className="grid gap-5">
      <div className="flex items-baseline gap-2 text-2xl">
        {!variant && pricesVary(product) && (
          <span className="text-base text-muted-foreground">From</span>
        )}
        <ProductPrice
          price={(variant ?? product).price}
          salePrice={(variant ?? product).salePrice}
          className="justify-start gap-3"
        />
      </div>
      {product.colours.length > 0 && (
        <ColourSwatches
          colours={product.colours}
          chosen={choice.colour}
          onChoose={choice.chooseColour}
          prompt={choice.prompts.includes('colour')}
        />
      )}
      {product.sizes.length > 0 && (
        <div className="grid gap-3">
          <SizeButtons
            sizes={displaySizes(product)}
            chosen={choice.size}
            isSoldOut={(size) => sizeStock(product, size, choice.colour) <= 0}
            isMade={(size) => sizeMade(product, size, choice.colour)}
            onChoose={choice.chooseSize}
            prompt={choice.prompts.includes('size')}
          />
          <SizeGuide category={product.category} />
        </div>
      )}
      <p aria-live="polite" className="min-h-5 text-sm font-semibold text-destructive">
        {stockNote}
      </p>
      {soldOut && SoldOutAction ? (
        <Suspense fallback={<Skeleton className="h-11 w-full" />}>
          <SoldOutAction
            productId={product.id}
            variantId={variant?.id ?? null}
            onChoiceMissing={() => choice.ask()}
          />
        </Suspense>
      ) : (
        <Button className="w-full" size="lg" disabled={soldOut} onClick={add}>
          {soldOut ? 'Out of stock' : 'Add to cart'}
        </Button>
      )}
    </div>
  );
}
