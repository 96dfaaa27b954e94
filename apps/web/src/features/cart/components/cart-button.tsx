import { ShoppingCart } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';
import { useCart } from '../api/fetch-cart';
import { cartCount } from '../lib/cart-totals';

const CartSheet = onDemand(() => import('./cart-sheet').then((m) => m.CartSheet));

/** The header's cart button; its badge is the sum of quantities. The sheet loads on demand. */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { data: cart } = useCart();
  const count = cartCount(cart?.items ?? []);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="icon"
        className="relative"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={CartSheet.preload}
        onFocus={CartSheet.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ShoppingCart />
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
        >
          {count}
        </span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CartSheet.Component open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
