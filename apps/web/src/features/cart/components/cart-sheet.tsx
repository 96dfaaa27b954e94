import { CART_UI_MESSAGES, addedToCartNote } from '@attire/contract';
import { CircleCheck } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { variantLabel } from '@/lib/variant-label';
import { useCart } from '../api/fetch-cart';
import { CartLines } from './cart-lines';
import { CartTotal } from './cart-total';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets focus back when the sheet closes: what had it when the sheet opened. */
  returnFocusTo?: HTMLElement | null;
  /** Gets focus back instead when that has gone (the quick view it was in has closed). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** The variant just added, when adding opened the sheet. */
  added?: string;
}

/**
 * The cart: its lines, the total, Checkout (only when there is something to check out) and
 * Continue shopping. Opened by adding a product, it first says what was added, and focus starts
 * on that sentence, so that a keyboard or screen-reader user hears it and can go on from there.
 */
export function CartSheet({
  open,
  onOpenChange,
  returnFocusTo,
  fallbackFocus,
  added,
}: CartSheetProps) {
  const navigate = useNavigate();
  const { data: cart } = useCart();
  const items = cart?.items ?? [];
  const addedLine = added ? items.find((item) => item.variantId === added) : undefined;
  const confirmation = useRef<HTMLParagraphElement>(null);
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        size="wide"
        // The lines scroll; the header, the total and Checkout stay in view.
        className="overflow-hidden!"
        onOpenAutoFocus={(event) => {
          if (!confirmation.current) return;
          event.preventDefault();
          confirmation.current.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (returnFocusTo?.isConnected ? returnFocusTo : fallbackFocus?.current)?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Your Cart</SheetTitle>
          {addedLine ? (
            <SheetDescription
              ref={confirmation}
              tabIndex={-1}
              className="flex items-center gap-2 rounded-md border bg-muted px-3 py-2 text-foreground outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {addedToCartNote(
                [addedLine.product.title, variantLabel(addedLine)].filter(Boolean).join(', '),
              )}
            </SheetDescription>
          ) : (
            <SheetDescription className="sr-only">
              Items in your cart and their total
            </SheetDescription>
          )}
        </SheetHeader>
        <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6">
          <CartLines items={items} highlight={addedLine?.variantId} onNavigate={close} />
        </div>
        {items.length > 0 && (
          <>
            <CartTotal items={items} />
            <Button
              className="w-full"
              onClick={() => {
                close();
                navigate('/shop/checkout');
              }}
            >
              Checkout
            </Button>
          </>
        )}
        <SheetClose asChild>
          <Button variant="outline" className="w-full">
            {CART_UI_MESSAGES.continueShopping}
          </Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}
