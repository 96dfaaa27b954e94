import type { ReactNode } from 'react';
import { formatRupees, type Order } from '@attire/contract';
import { formatDate } from '@/lib/format-date';
import { orderNumber } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

interface OrderCardsProps {
  orders: Order[];
  /** The card's action (its Details button). */
  renderAction: (order: Order) => ReactNode;
  className?: string;
}

/** Phones: each order as a card (a five-column table does not fit 390 px). */
export function OrderCards({ orders, renderAction, className }: OrderCardsProps) {
  return (
    <ul className={className} aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-2 border-b py-3 text-sm last:border-0">
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono font-semibold">{orderNumber(order.id)}</span>
            <OrderStatusBadge status={order.orderStatus} paymentStatus={order.paymentStatus} />
          </div>
          <div className="flex items-center justify-between gap-2 text-muted-foreground">
            <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
            <span className="font-semibold text-foreground">{formatRupees(order.totalAmount)}</span>
          </div>
          <div>{renderAction(order)}</div>
        </li>
      ))}
    </ul>
  );
}
