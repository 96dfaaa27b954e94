import { useRef, useState } from 'react';
import type { Order } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { focusFallbackIfOpenerGone } from '@/lib/focus-fallback';
import { RefundDialog } from './refund-dialog';

/** Only money taken and not all given back can be refunded. */
export function canRefund(order: Pick<Order, 'paymentStatus'>): boolean {
  return order.paymentStatus === 'paid' || order.paymentStatus === 'partiallyRefunded';
}

interface OrderRefundActionProps {
  order: Order;
  /** The element focus goes to when a refund in full takes the Refund button away. */
  fallbackFocusId: string;
}

/** The Refund button and its dialog, while the order has money left to refund. */
export function OrderRefundAction({ order, fallbackFocusId }: OrderRefundActionProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      {canRefund(order) && (
        <Button
          ref={button}
          variant="outline"
          className="justify-self-start"
          onClick={() => setOpen(true)}
        >
          Refund
        </Button>
      )}
      {open && (
        <RefundDialog
          order={order}
          onClose={() => setOpen(false)}
          onCloseAutoFocus={focusFallbackIfOpenerGone(() => button.current, fallbackFocusId)}
        />
      )}
    </>
  );
}
