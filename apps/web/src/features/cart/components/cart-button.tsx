import { ShoppingCart } from 'lucide-react';
import { Suspense, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';
import { useCart } from '../api/fetch-cart';
import { cartCount } from '../lib/cart-totals';
import { setCartSheet, useCartSheet } from '../lib/cart-sheet-store';

const CartSheet = onDemand(() => import('./cart-sheet').then((m) => m.CartSheet));

/**
 * The header's cart button; its badge is the sum of quantities. The sheet loads on demand; it
 * also opens when a product is added, and then gives focus back to that Add to cart button.
 */
export function CartButton() {
  const sheet = useCartSheet();
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
        aria-expanded={sheet.open}
        onPointerEnter={CartSheet.preload}
        onFocus={CartSheet.preload}
        onClick={() => setCartSheet({ open: true, opener: button.current })}
      >
        <ShoppingCart />
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
        >
          {count}
        </span>
      </Button>
      {sheet.mounted && (
        <Suspense fallback={null}>
          <CartSheet.Component
            open={sheet.open}
            // Only closing comes from the sheet (this button opens it, and so does adding).
            onOpenChange={() => setCartSheet({ ...sheet, open: false })}
            added={sheet.added}
            returnFocusTo={sheet.opener}
            fallbackFocus={button}
          />
        </Suspense>
      )}
    </>
  );
}
