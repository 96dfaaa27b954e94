import {
  LIMITS,
  UI_MESSAGES,
  orderTooManyLinesMessage,
  type Address,
  type CartItem,
} from '@attire/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCreateOrder } from '../api/create-order';
import { buildOrder } from '../lib/build-order';
import { rememberCurrentOrder } from '../lib/current-order';

interface PaypalButtonProps {
  userId: string;
  items: CartItem[];
  address: Address | null;
  totalAmount: number;
}

/**
 * Places the order and sends the browser to PayPal's approval page. The order id is kept in
 * session storage for the return page.
 */
export function PaypalButton({ userId, items, address, totalAmount }: PaypalButtonProps) {
  const createOrder = useCreateOrder();
  const [leaving, setLeaving] = useState(false);
  const busy = createOrder.isPending || leaving;

  // The server takes at most this many lines in one order: say so before trying, in words.
  const extraLines = items.length - LIMITS.orderMaxLines;
  const tooManyLines =
    extraLines > 0 ? orderTooManyLinesMessage(LIMITS.orderMaxLines, extraLines) : null;

  const checkout = () => {
    if (items.length === 0)
      return void toast({ title: UI_MESSAGES.cartEmpty, variant: 'destructive' });
    if (tooManyLines) return void toast({ title: tooManyLines, variant: 'destructive' });
    if (!address) return void toast({ title: UI_MESSAGES.selectAddress, variant: 'destructive' });
    createOrder.mutate(buildOrder(userId, items, address, totalAmount), {
      onSuccess: ({ approvalURL, orderId }) => {
        rememberCurrentOrder(orderId);
        setLeaving(true);
        window.location.assign(approvalURL);
      },
    });
  };

  return (
    <>
      {tooManyLines && (
        <p id="checkout-too-many-lines" className="text-sm font-medium text-destructive">
          {tooManyLines}
        </p>
      )}
      <Button
        className="w-full"
        size="lg"
        onClick={checkout}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={tooManyLines ? 'checkout-too-many-lines' : undefined}
      >
        {busy ? UI_MESSAGES.processingPayment : 'Checkout with PayPal'}
      </Button>
    </>
  );
}
