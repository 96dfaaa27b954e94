import { CART_UI_MESSAGES, type CartItem } from '@attire/contract';
import { useCurrentUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { useFocusAfterRemove } from '../hooks/use-focus-after-remove';
import { checkAddOne } from '../lib/stock-check';
import { CartLine } from './cart-line';

interface CartLinesProps {
  items: CartItem[];
  /** False for a read-only summary. */
  editable?: boolean;
  /** The variant just added, whose line is marked. */
  highlight?: string | null;
  /** Called as a line's link to its product is followed. */
  onNavigate?: () => void;
}

/** The cart's lines with +, − and remove, each linking to its product. */
export function CartLines({ items, editable = true, highlight, onNavigate }: CartLinesProps) {
  const user = useCurrentUser();
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  const busy = update.isPending || remove.isPending;
  const focus = useFocusAfterRemove(items);

  if (items.length === 0) {
    return (
      // Focusable by script only: where focus lands when the last line is removed.
      <p
        ref={focus.emptyMessageRef}
        tabIndex={-1}
        className="rounded-md py-6 text-center text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {CART_UI_MESSAGES.nothingInCart}
      </p>
    );
  }

  const setQuantity = (item: CartItem, quantity: number) =>
    update.mutate({
      userId: user.id,
      productId: item.productId,
      variantId: item.variantId,
      quantity,
    });

  return (
    <ul className="grid grid-cols-1 gap-4">
      {items.map((item) => (
        <CartLine
          key={item.id}
          item={item}
          busy={busy}
          highlighted={item.variantId === highlight}
          onNavigate={onNavigate}
          {...(editable && {
            onIncrement: () => {
              const check = checkAddOne(items, item.variantId, item.product.totalStock);
              if (check.allowed) setQuantity(item, item.quantity + 1);
              else toast({ title: check.message, variant: 'destructive' });
            },
            onDecrement: () => setQuantity(item, item.quantity - 1),
            removeRef: focus.removeButtonRef(item.id),
            onRemove: () => {
              const removal = focus.removing(item.id);
              remove.mutate(
                { userId: user.id, productId: item.productId, variantId: item.variantId },
                {
                  onSuccess: () => toast({ title: CART_UI_MESSAGES.cartItemRemoved }),
                  onError: removal.cancel,
                },
              );
            },
          })}
        />
      ))}
    </ul>
  );
}
