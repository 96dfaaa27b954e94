import { useState } from 'react';
import { orderDate } from '@/components/order/order-date';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatRupees } from '@/lib/money';
import { useOrders } from '../api/fetch-orders';
import { OrderDetailsDialog } from './order-details-dialog';

/** Account > Orders: id, date (before the T), status badge, price and a Details dialog. */
export function OrdersTable() {
  const { data: orders = [], isPending } = useOrders();
  const [openId, setOpenId] = useState<string | null>(null);

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
        <p className="text-muted-foreground">You have no orders yet.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Order ID</TableHead>
              <TableHead>Order Date</TableHead>
              <TableHead>Order Status</TableHead>
              <TableHead>Order Price</TableHead>
              <TableHead>
                <span className="sr-only">Details</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell className="font-mono text-xs">{order.id}</TableCell>
                <TableCell>{orderDate(order.orderDate)}</TableCell>
                <TableCell>
                  <OrderStatusBadge status={order.orderStatus} />
                </TableCell>
                <TableCell>{formatRupees(order.totalAmount)}</TableCell>
                <TableCell>
                  <Button size="sm" onClick={() => setOpenId(order.id)}>
                    View Details<span className="sr-only"> of order {order.id}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {openId && <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
