import { Fragment } from 'react';
import {
  ORDER_DETAILS_MESSAGES,
  formatRupees,
  imageSrcSet,
  quantityTimesPriceText,
  type OrderItem,
} from '@attire/contract';
import { variantParts } from '@/lib/variant-label';

interface OrderItemsProps {
  items: readonly OrderItem[];
  /** Show each item's SKU (the back office picks and restocks by it). */
  showSku?: boolean;
}

/**
 * The lines of an order as a receipt reads: the picture, the title, the size and colour, the
 * quantity times the unit price, and the line's total on the right.
 */
export function OrderItems({ items, showSku = false }: OrderItemsProps) {
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => {
        const parts = variantParts(item);
        return (
          <li key={`${item.productId ?? 'gone'}-${index}`} className="flex min-w-0 gap-3">
            <img
              src={item.image}
              srcSet={imageSrcSet(item.image)}
              sizes="56px"
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-md bg-muted object-cover"
            />
            <div className="grid min-w-0 flex-1 content-start gap-0.5">
              {/* A long title wraps, even inside one long word, instead of widening the page. */}
              <p className="font-medium [overflow-wrap:anywhere]">{item.title}</p>
              {parts.length > 0 && (
                // A size or a colour is never split over two lines ("Size 4-" / "5Y").
                <p className="text-muted-foreground">
                  {parts.map((part, at) => (
                    <Fragment key={part}>
                      {at > 0 && ' · '}
                      <span className="whitespace-nowrap">{part}</span>
                    </Fragment>
                  ))}
                </p>
              )}
              {showSku && (
                <p className="text-muted-foreground [overflow-wrap:anywhere]">SKU: {item.sku}</p>
              )}
              <p className="text-muted-foreground tabular-nums">
                {quantityTimesPriceText(item.quantity, item.price)}
              </p>
            </div>
            <p className="shrink-0 text-right font-semibold tabular-nums">
              <span className="sr-only">{ORDER_DETAILS_MESSAGES.lineTotal} </span>
              {formatRupees(item.lineTotal)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
