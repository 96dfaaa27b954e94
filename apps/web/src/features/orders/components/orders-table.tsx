import { UI_MESSAGES, type Order } from '@attire/contract';
import { useState } from 'react';
import { OrderCards } from '@/components/order/order-cards';
import { OrderTable } from '@/components/order/order-table';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrders } from '../api/fetch-orders';
import { OrderDetailsDialog } from './order-details-dialog';

/** Account > Orders: id, date (in India), status badge, price and a Details dialog. */
export function OrdersTable() {
  const { data: orders = [], isPending } = useOrders();
  const [openId, setOpenId] = useState<string | null>(null);

  const details = (order: Order) => (
    <Button size="sm" onClick={() => setOpenId(order.id)}>
      View Details<span className="sr-only"> of order {order.id}</span>
    </Button>
  );

  if (isPending) return <Skeleton className="h-40 w-full" />;
  return (
    <section
      aria-labelledby="order-history"
      className="rounded-lg border bg-background p-4 shadow-sm"
    >
      <h2 id="order-history" className="mb-4 text-xl font-semibold">
        Order History
      </h2>
      {orders.length === 0 ? (
        <p className="text-muted-foreground">{UI_MESSAGES.noOrders}</p>
      ) : (
        <>
          {/* Cards on phones, the table from the sm breakpoint on: only one is displayed. */}
          <OrderCards orders={orders} renderAction={details} className="sm:hidden" />
          <div className="hidden sm:block">
            <OrderTable orders={orders} renderAction={details} />
          </div>
        </>
      )}
      {openId && <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
