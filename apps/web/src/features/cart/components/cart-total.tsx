import { formatRupees, type CartItem } from '@attire/contract';
import { cartTotal } from '../lib/cart-totals';

export function CartTotal({ items }: { items: CartItem[] }) {
  return (
    <div className="flex items-center justify-between border-t pt-4 text-lg font-bold">
      <span>Total</span>
      <span>{formatRupees(cartTotal(items))}</span>
    </div>
  );
}
