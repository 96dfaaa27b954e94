import type { ReactNode } from 'react';
import { formatRupees, type Order } from '@attire/contract';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { orderNumber } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

// The date gives way first on a phone, where the status and price matter more.
const HEADINGS = [
  'Order',
  { label: 'Order Date', className: 'hidden sm:table-cell' },
  'Order Status',
  'Order Price',
];

interface OrderTableProps {
  orders: Order[];
  /** The last cell of an order's row (its Details button). */
  renderAction: (order: Order) => ReactNode;
  /** Keep the date and the price on one line each. */
  noWrap?: boolean;
}

/** Id, date (in India), status badge and price for every order, then its action. */
export function OrderTable({ orders, renderAction, noWrap = false }: OrderTableProps) {
  const noWrapClass = noWrap ? 'whitespace-nowrap' : undefined;
  return (
    <Table>
      <TableHeadings headings={HEADINGS} actions="Details" />
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-mono text-xs">{orderNumber(order.id)}</TableCell>
            {/* Phones leave the date to the Details dialog, so that the row fits. */}
            <TableCell className={cn('hidden sm:table-cell', noWrapClass)}>
              <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={order.orderStatus} paymentStatus={order.paymentStatus} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatRupees(order.totalAmount)}</TableCell>
            <TableCell>{renderAction(order)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
