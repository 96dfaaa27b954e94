import type { AdminOrder } from '@attire/contract';
import { OrderSummary } from '@/components/order/order-summary';

/**
 * The order as the admin reviews it: who placed it, its facts, its items and where it ships.
 * The API gives only the customer's account id (no name or e-mail yet), with the phone of the
 * shipping address to reach them.
 */
export function AdminOrderDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="shrink-0 font-medium">Customer</dt>
          <dd className="min-w-0 text-right break-words">
            {order.customer.name}
            <br />
            <a className="text-muted-foreground underline" href={`mailto:${order.customer.email}`}>
              {order.customer.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="shrink-0 font-medium">Customer phone</dt>
          <dd className="text-right">{order.shippingAddress.phone}</dd>
        </div>
      </dl>
      <OrderSummary
        order={order}
        documentViewer="admin"
        termClassName="shrink-0 font-medium"
        headingIdPrefix="admin-order"
        labelShippingLines
        showSku
      />
    </div>
  );
}
