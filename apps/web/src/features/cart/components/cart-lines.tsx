import { UI_MESSAGES, type CartItem } from '@attire/contract';
import { useCurrentUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { checkAddOne } from '../lib/stock-check';
import { CartLine } from './cart-line';

/** The cart's lines with +, − and remove; `editable={false}` for a read-only summary. */
export function CartLines({ items, editable = true }: { items: CartItem[]; editable?: boolean }) {
  const user = useCurrentUser();
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  const busy = update.isPending || remove.isPending;

  if (items.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">{UI_MESSAGES.nothingInCart}</p>;
  }

  const setQuantity = (item: CartItem, quantity: number) =>
    update.mutate({ userId: user.id, productId: item.productId, quantity });

  return (
    <ul className="grid grid-cols-1 gap-4">
      {items.map((item) => (
        <CartLine
          key={item.id}
          item={item}
          busy={busy}
          {...(editable && {
            onIncrement: () => {
              const check = checkAddOne(items, item.productId, item.product.totalStock);
              if (check.allowed) setQuantity(item, item.quantity + 1);
              else toast({ title: check.message, variant: 'destructive' });
            },
            onDecrement: () => setQuantity(item, item.quantity - 1),
            onRemove: () =>
              remove.mutate(
                { userId: user.id, productId: item.productId },
                { onSuccess: () => toast({ title: UI_MESSAGES.cartItemRemoved }) },
              ),
          })}
        />
      ))}
    </ul>
  );
}
