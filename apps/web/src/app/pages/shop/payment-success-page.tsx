import { PAYMENT_RETURN_MESSAGES, UI_MESSAGES, type Order } from '@attire/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { orderNumber } from '@/components/order/order-labels';
import { OrderSummary } from '@/components/order/order-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { orderDetailsQueryOptions } from '@/features/orders/api/fetch-order-details';
import { ApiError } from '@/lib/api-client';

const ORDER_ID = /^[0-9a-f-]{36}$/i;

/** A payment was taken for the order (whatever has been refunded of it since). */
const PAID: ReadonlySet<Order['paymentStatus']> = new Set([
  'paid',
  'partiallyRefunded',
  'refunded',
]);

/** The order just paid for: its number, items, total and what happens next. */
function PaidOrder({ order }: { order: Order }) {
  return (
    <section aria-labelledby="paid-order" className="grid gap-4">
      <h2 id="paid-order" className="text-lg font-semibold">
        Order {orderNumber(order.id)}
      </h2>
      <p className="text-sm text-muted-foreground">
        Thank you! We are preparing your order; its status shows under Account, Orders, until it is
        delivered.
      </p>
      <OrderSummary order={order} documentViewer="shopper" termClassName="font-medium" />
    </section>
  );
}

/** The page's card: a heading (and the tab's title), what to say, and the way to the orders. */
function Outcome({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <title>{`${title.replace(/[!.]$/, '')} · Attire`}</title>
          <h1 className="text-3xl font-bold">{title}</h1>
        </CardHeader>
        <CardContent className="grid gap-6">
          {children}
          <Button asChild className="w-fit">
            <Link to="/shop/account">{PAYMENT_RETURN_MESSAGES.viewOrders}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The order the URL names, as the shopper's account knows it: paid, it is the success page; not
 * theirs (unknown, another shopper's, no id at all) or never paid, the page says so instead.
 */
function OrderOutcome({ orderId }: { orderId: string }) {
  const valid = ORDER_ID.test(orderId);
  // Silent: a refusal is this page's own message, not a toast.
  const { data: order, error } = useQuery({
    ...orderDetailsQueryOptions(orderId),
    enabled: valid,
    meta: { silent: true },
  });
  const notFound =
    !valid || (error instanceof ApiError && (error.status === 404 || error.status === 403));
  if (notFound) {
    return (
      <Outcome title={PAYMENT_RETURN_MESSAGES.orderNotFoundTitle}>
        <p role="status">{PAYMENT_RETURN_MESSAGES.orderNotFound}</p>
      </Outcome>
    );
  }
  if (error) {
    return (
      <Outcome title={UI_MESSAGES.pageLoadFailed}>
        <p role="alert">{UI_MESSAGES.pageLoadFailedHint}</p>
      </Outcome>
    );
  }
  if (!order) {
    return (
      <div role="status" aria-label={PAYMENT_RETURN_MESSAGES.checkingOrder} className="p-4">
        <Skeleton className="mx-auto h-72 w-full max-w-lg" />
      </div>
    );
  }
  if (!PAID.has(order.paymentStatus)) {
    return (
      <Outcome title={PAYMENT_RETURN_MESSAGES.orderNotPaidTitle}>
        <p role="status">{PAYMENT_RETURN_MESSAGES.orderNotPaid}</p>
      </Outcome>
    );
  }
  return (
    <Outcome title={PAYMENT_RETURN_MESSAGES.paymentSuccessful}>
      <PaidOrder order={order} />
    </Outcome>
  );
}

/**
 * The spec's Payment Successful! page with View Orders. The return page passes the order's id in
 * the URL, and the page shows that order, once it has checked that it is the shopper's and paid;
 * opened without one, it is only the spec's page.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (orderId === null) return <Outcome title={PAYMENT_RETURN_MESSAGES.paymentSuccessful} />;
  return <OrderOutcome orderId={orderId} />;
}
