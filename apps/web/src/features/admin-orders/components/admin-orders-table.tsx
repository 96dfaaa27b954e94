import { UI_MESSAGES } from '@attire/contract';
import { useState } from 'react';
import { OrderTable } from '@/components/order/order-table';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOrders } from '../api/fetch-admin-orders';
import { AdminOrderDetailsDialog } from './admin-order-details-dialog';

/** Id, date (in India), status badge, price and View Details for every order. */
export function AdminOrdersTable() {
  const { data: orders = [], isPending } = useAdminOrders();
  const [openId, setOpenId] = useState<string | null>(null);

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (orders.length === 0)
    return <p className="text-muted-foreground">{UI_MESSAGES.noOrdersAdmin}</p>;
  return (
    <>
      <OrderTable
        orders={orders}
        noWrap
        renderAction={(order) => (
          <Button size="sm" onClick={() => setOpenId(order.id)}>
            View Details <span className="sr-only">of order {order.id}</span>
          </Button>
        )}
      />
      {openId && <AdminOrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
