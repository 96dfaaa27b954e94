import type { ReactNode } from 'react';
import type { Order } from '@attire/contract';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/money';
import { orderDate } from './order-date';
import { orderNumber } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

interface OrderTableProps {
  orders: Order[];
  /** The last cell of an order's row (its Details button). */
  renderAction: (order: Order) => ReactNode;
  /** Keep the date and the price on one line each. */
  noWrap?: boolean;
}

/** Id, date (the part before T), status badge and price for every order, then its action. */
export function OrderTable({ orders, renderAction, noWrap = false }: OrderTableProps) {
  const noWrapClass = noWrap ? 'whitespace-nowrap' : undefined;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead className="hidden sm:table-cell">Order Date</TableHead>
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
            <TableCell className="font-mono text-xs">{orderNumber(order.id)}</TableCell>
            {/* Phones leave the date to the Details dialog, so that the row fits. */}
            <TableCell className={cn('hidden sm:table-cell', noWrapClass)}>
              {orderDate(order.orderDate)}
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={order.orderStatus} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatRupees(order.totalAmount)}</TableCell>
            <TableCell>{renderAction(order)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
