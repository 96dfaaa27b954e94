import { cartStockLimitNote, formatRupees, imageSrcSet, type CartItem } from '@attire/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { variantLabel } from '@/lib/variant-label';
import { lineTotal } from '../lib/cart-totals';
import { canDecrement } from '../lib/stock-check';

interface CartLineProps {
  item: CartItem;
  /** Without handlers the line is read-only (the checkout summary). */
  onIncrement?: () => void;
  onDecrement?: () => void;
  onRemove?: () => void;
  /** The Remove button, for moving focus to it after another line is removed. */
  removeRef?: Ref<HTMLButtonElement>;
  busy?: boolean;
  /** The line just added: shown marked, and scrolled into view. */
  highlighted?: boolean;
  /** Called as the title's link is followed (the cart sheet closes). */
  onNavigate?: () => void;
}

export function CartLine({
  item,
  onIncrement,
  onDecrement,
  onRemove,
  removeRef,
  busy,
  highlighted = false,
  onNavigate,
}: CartLineProps) {
  const { title, image } = item.product;
  const kind = variantLabel(item);
  // Two sizes of one product are two lines: their buttons name the size too.
  const name = kind ? `${title}, ${kind}` : title;
  const editable = Boolean(onIncrement && onDecrement && onRemove);
  // All of this size and colour's stock is in the cart: + says it is unavailable and why, in
  // words; pressed anyway (it stays focusable), the spec's toast says so too.
  const atStockLimit = item.quantity >= item.product.totalStock;
  const limitNoteId = `stock-limit-${item.id}`;
  // While a change saves the buttons say they are unavailable but stay focusable: a disabled
  // button would drop keyboard focus to the page.
  const whenIdle = (action?: () => void) => () => {
    if (!busy) action?.();
  };
  return (
    <li
      ref={highlighted ? (element) => element?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      className={cn(
        'flex min-w-0 items-center gap-3',
        highlighted && '-mx-2 rounded-md bg-accent px-2 py-1',
      )}
    >
      <img
        src={image}
        srcSet={imageSrcSet(image)}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          <Link
            // The product page's address (the catalog's productPath: features stay apart).
            to={`/shop/product/${item.productId}`}
            onClick={onNavigate}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {title}
          </Link>
        </p>
        {kind && <p className="truncate text-sm text-muted-foreground">{kind}</p>}
        {editable ? (
          <div className="mt-1 flex items-center gap-2">
            <Button
              variant="outline"
              size="icon-sm"
              className="rounded-full aria-disabled:opacity-50"
              disabled={!canDecrement(item.quantity)}
              aria-disabled={busy || undefined}
              onClick={whenIdle(onDecrement)}
              aria-label={`Decrease quantity of ${name}`}
            >
              <Minus />
            </Button>
            <span
              className="min-w-6 text-center font-semibold"
              aria-label={`Quantity ${item.quantity}`}
            >
              {item.quantity}
            </span>
            <Button
              variant="outline"
              size="icon-sm"
              className="rounded-full aria-disabled:opacity-50"
              aria-disabled={busy || atStockLimit || undefined}
              aria-describedby={atStockLimit ? limitNoteId : undefined}
              onClick={whenIdle(onIncrement)}
              aria-label={`Increase quantity of ${name}`}
            >
              <Plus />
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Quantity: {item.quantity}</p>
        )}
        {editable && atStockLimit && (
          <p id={limitNoteId} className="mt-1 text-xs text-muted-foreground">
            {cartStockLimitNote(item.product.totalStock)}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="font-semibold">{formatRupees(lineTotal(item))}</p>
        {editable && (
          <Button
            ref={removeRef}
            variant="ghost"
            size="icon-sm"
            aria-disabled={busy || undefined}
            onClick={whenIdle(onRemove)}
            aria-label={`Remove ${name} from cart`}
          >
            <Trash2 />
          </Button>
        )}
      </div>
    </li>
  );
}
