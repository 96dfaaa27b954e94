import {
  LIMITS,
  PAYMENT_RETURN_MESSAGES,
  UI_MESSAGES,
  orderTooManyLinesMessage,
  type Address,
  type CartItem,
} from '@attire/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateOrder } from '../api/create-order';
import { buildOrder, type QuotedPayment } from '../lib/build-order';
import { rememberCurrentOrder } from '../lib/current-order';
import { promoRefusal } from '../lib/promo-refusal';

interface PaypalButtonProps {
  userId: string;
  items: CartItem[];
  address: Address | null;
  /** The quote's total and code; null while there is no quote yet. */
  payment: QuotedPayment | null;
  /** The element that says, in words, why there is no quote yet (working it out, or failed). */
  waitingReasonId?: string;
  /** The server refused the code as the order was placed (its last use went meanwhile). */
  onPromoRefused: (reason: string) => void;
}

/**
 * Places the order and sends the browser to PayPal's approval page. The order id is kept in
 * session storage for the return page.
 */
export function PaypalButton({
  userId,
  items,
  address,
  payment,
  waitingReasonId,
  onPromoRefused,
}: PaypalButtonProps) {
  const createOrder = useCreateOrder();
  const [leaving, setLeaving] = useState(false);
  const busy = createOrder.isPending || leaving;

  // The server takes at most this many lines in one order: say so before trying, in words.
  const extraLines = items.length - LIMITS.orderMaxLines;
  const tooManyLines =
    extraLines > 0 ? orderTooManyLinesMessage(LIMITS.orderMaxLines, extraLines) : null;
  // An empty or oversized cart is never quoted: the spec's toasts explain those on a click.
  const waitingForQuote = items.length > 0 && !tooManyLines && payment === null;

  const checkout = () => {
    if (items.length === 0)
      return void toast({ title: UI_MESSAGES.cartEmpty, variant: 'destructive' });
    if (tooManyLines) return void toast({ title: tooManyLines, variant: 'destructive' });
    if (!address) return void toast({ title: UI_MESSAGES.selectAddress, variant: 'destructive' });
    if (!payment) return;
    createOrder.mutate(buildOrder(userId, items, address, payment), {
      onSuccess: ({ approvalURL, orderId }) => {
        rememberCurrentOrder(orderId);
        setLeaving(true);
        window.location.assign(approvalURL);
      },
      onError: (error) => {
        const reason = promoRefusal(error);
        if (reason) onPromoRefused(reason);
        else toastError(error);
      },
    });
  };

  const describedBy = tooManyLines
    ? 'checkout-too-many-lines'
    : waitingForQuote
      ? waitingReasonId
      : undefined;
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
        disabled={busy || waitingForQuote}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        {busy ? PAYMENT_RETURN_MESSAGES.processingPayment : 'Checkout with PayPal'}
      </Button>
    </>
  );
}
