import type { Order } from '@attire/contract';
import { OrderSummary } from '@/components/order/order-summary';

/** What the Details dialog shows: the order, its items and where it ships. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <OrderSummary
      order={order}
      termClassName="font-medium"
      itemClassName="flex justify-between gap-2"
    />
  );
}
