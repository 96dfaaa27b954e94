import { CANCELLED_ORDER_PARAM, PAYMENT_RETURN_MESSAGES } from '@attire/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCancelOrder } from '../api/cancel-order';
import { forgetCurrentOrder } from '../lib/current-order';

const ORDER_ID = /^[0-9a-f-]{36}$/i;

/**
 * PayPal's Cancel leads back to the checkout naming the order (/shop/checkout?cancelledOrder=…):
 * the checkout says that nothing was paid and the cart is as it was, and the order, never paid,
 * ends at once rather than linger in the order history. The URL then loses PayPal's parameters,
 * so that a reload neither says nor asks it again; the notice stays while the page is open.
 */
export function PaymentCancelledNotice() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get(CANCELLED_ORDER_PARAM);
  const [shown] = useState(orderId !== null);
  const cancel = useCancelOrder();
  const started = useRef(false);

  useEffect(() => {
    // Once only, also under StrictMode's double effects.
    if (orderId === null || started.current) return;
    started.current = true;
    forgetCurrentOrder();
    if (ORDER_ID.test(orderId)) cancel.mutate(orderId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CANCELLED_ORDER_PARAM);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [cancel, orderId, setParams]);

  if (!shown) return null;
  return (
    <div role="status" className="grid gap-1 rounded-lg border bg-muted p-4">
      <p className="font-semibold">{PAYMENT_RETURN_MESSAGES.paymentCancelled}</p>
      <p className="text-sm text-muted-foreground">
        {PAYMENT_RETURN_MESSAGES.paymentCancelledHint}
      </p>
    </div>
  );
}
