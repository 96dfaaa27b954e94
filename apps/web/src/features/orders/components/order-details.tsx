import { useRef, useState } from 'react';
import type { Order } from '@attire/contract';
import { OrderRefunds } from '@/components/order/order-refunds';
import { OrderReturns } from '@/components/order/order-returns';
import { OrderSummary } from '@/components/order/order-summary';
import { OrderTimeline } from '@/components/order/order-timeline';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { focusFallbackIfOpenerGone } from '@/lib/focus-fallback';
import { canRequestReturn } from '../lib/return-form';
import { ReturnAddressNote } from './return-address-note';
import { ReturnRequestDialog } from './return-request-dialog';

/**
 * What the Details dialog shows: the order, its items and where it ships, then what happened
 * to it (refunds, returns, its timeline), and a way to ask for a return while one is allowed.
 */
export function OrderDetails({ order }: { order: Order }) {
  const [returning, setReturning] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnable = canRequestReturn(order);
  const openReturns = order.returns.filter(
    (entry) => entry.status === 'requested' || entry.status === 'approved',
  );
  return (
    <div className="grid gap-6">
      <OrderSummary order={order} documentViewer="shopper" termClassName="font-medium" />
      {returnable && order.returnableUntil && (
        <div className="grid gap-2 text-sm">
          <Button ref={opener} className="justify-self-start" onClick={() => setReturning(true)}>
            Request a return
          </Button>
          <p className="text-muted-foreground">
            Returns are accepted until {formatDate(order.returnableUntil, { time: true })}.
          </p>
        </div>
      )}
      <OrderReturns returns={order.returns} headingId="order-returns" />
      {/* A return not settled yet: its items still have to reach the shop. */}
      {openReturns.length > 0 && (
        <ReturnAddressNote approved={openReturns.every((entry) => entry.status === 'approved')} />
      )}
      <OrderRefunds
        orderId={order.id}
        refunds={order.refunds}
        documentViewer="shopper"
        headingId="order-refunds"
      />
      <OrderTimeline timeline={order.timeline} headingId="order-timeline" />
      {returning && (
        <ReturnRequestDialog
          order={order}
          onClose={() => setReturning(false)}
          // A request for every unit left takes the button away: focus the returns instead.
          onCloseAutoFocus={focusFallbackIfOpenerGone(() => opener.current, 'order-returns')}
        />
      )}
    </div>
  );
}
