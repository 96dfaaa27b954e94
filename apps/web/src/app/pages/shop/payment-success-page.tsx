import { UI_MESSAGES } from '@attire/contract';
import { Link, useSearchParams } from 'react-router';
import { orderNumber } from '@/components/order/order-labels';
import { OrderSummary } from '@/components/order/order-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderDetails } from '@/features/orders/api/fetch-order-details';

const ORDER_ID = /^[0-9a-f-]{36}$/i;

/** The order just paid for: its number, items, total and what happens next. */
function PaidOrder({ orderId }: { orderId: string }) {
  const { data: order, isPending } = useOrderDetails(orderId);
  if (isPending) return <Skeleton className="h-48 w-full" />;
  if (!order) return null;
  return (
    <section aria-labelledby="paid-order" className="grid gap-4">
      <h2 id="paid-order" className="text-lg font-semibold">
        Order {orderNumber(order.id)}
      </h2>
      <p className="text-sm text-muted-foreground">
        Thank you! We are preparing your order; its status shows under Account, Orders, until it is
        delivered.
      </p>
      <OrderSummary
        order={order}
        documentViewer="shopper"
        termClassName="font-medium"
        itemClassName="flex flex-wrap justify-between gap-x-4"
      />
    </section>
  );
}

/**
 * The spec's Payment Successful! page with View Orders; the return page passes the order's id
 * in the URL, so the order itself is shown too (opened without one, only the spec's page).
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  return (
    <div className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <title>Payment Successful · Attire</title>
          <h1 className="text-3xl font-bold">{UI_MESSAGES.paymentSuccessful}</h1>
        </CardHeader>
        <CardContent className="grid gap-6">
          {ORDER_ID.test(orderId) && <PaidOrder orderId={orderId} />}
          <Button asChild className="w-fit">
            <Link to="/shop/account">View Orders</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
