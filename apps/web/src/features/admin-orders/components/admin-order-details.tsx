import type { Order } from '@attire/contract';
import { OrderSummary } from '@/components/order/order-summary';

/** The order as the admin reviews it: its facts, its items and where it ships. */
export function AdminOrderDetails({ order }: { order: Order }) {
  return (
    <OrderSummary
      order={order}
      termClassName="shrink-0 font-medium"
      itemClassName="grid gap-1 sm:grid-cols-[1fr_auto_auto] sm:gap-4"
      headingIdPrefix="admin-order"
      labelShippingLines
    />
  );
}
