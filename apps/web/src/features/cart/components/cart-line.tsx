import { formatRupees, imageSrcSet, type CartItem } from '@attire/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
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
}

export function CartLine({
  item,
  onIncrement,
  onDecrement,
  onRemove,
  removeRef,
  busy,
}: CartLineProps) {
  const { title, image } = item.product;
  const kind = variantLabel(item);
  // Two sizes of one product are two lines: their buttons name the size too.
  const name = kind ? `${title}, ${kind}` : title;
  const editable = Boolean(onIncrement && onDecrement && onRemove);
  // While a change saves the buttons say they are unavailable but stay focusable: a disabled
  // button would drop keyboard focus to the page.
  const whenIdle = (action?: () => void) => () => {
    if (!busy) action?.();
  };
  return (
    <li className="flex min-w-0 items-center gap-3">
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
        <p className="truncate font-semibold">{title}</p>
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
              aria-disabled={busy || undefined}
              onClick={whenIdle(onIncrement)}
              aria-label={`Increase quantity of ${name}`}
            >
              <Plus />
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Quantity: {item.quantity}</p>
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
