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
import { useAdminOrders } from '../api/fetch-admin-orders';
import { AdminOrderDetailsDialog } from './admin-order-details-dialog';

/** Id, date (the part before T), status badge, price and View Details for every order. */
export function AdminOrdersTable() {
  const { data: orders = [], isPending } = useAdminOrders();
  const [openId, setOpenId] = useState<string | null>(null);

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (orders.length === 0) return <p className="text-muted-foreground">No orders yet.</p>;
  return (
    <>
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
              <TableCell className="whitespace-nowrap">{orderDate(order.orderDate)}</TableCell>
              <TableCell>
                <OrderStatusBadge status={order.orderStatus} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatRupees(order.totalAmount)}</TableCell>
              <TableCell>
                <Button size="sm" onClick={() => setOpenId(order.id)}>
                  View Details <span className="sr-only">of order {order.id}</span>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {openId && <AdminOrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
