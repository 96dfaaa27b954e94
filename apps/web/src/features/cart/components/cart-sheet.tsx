import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useCart } from '../api/fetch-cart';
import { CartLines } from './cart-lines';
import { CartTotal } from './cart-total';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function CartSheet({ open, onOpenChange, returnFocusTo }: CartSheetProps) {
  const navigate = useNavigate();
  const { data: cart } = useCart();
  const items = cart?.items ?? [];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        size="wide"
        // The lines scroll; the header, the total and Checkout stay in view.
        className="overflow-hidden!"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription className="sr-only">
            Items in your cart and their total
          </SheetDescription>
        </SheetHeader>
        <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6">
          <CartLines items={items} />
        </div>
        <CartTotal items={items} />
        <Button
          className="w-full"
          onClick={() => {
            onOpenChange(false);
            navigate('/shop/checkout');
          }}
        >
          Checkout
        </Button>
      </SheetContent>
    </Sheet>
  );
}
