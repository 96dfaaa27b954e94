import type { ReactNode } from 'react';
import type { Order } from '@attire/contract';
import { orderDate } from '@/components/order/order-date';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { Separator } from '@/components/ui/separator';
import { formatRupees } from '@/lib/money';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="font-medium">{label}</dt>
      <dd className="text-right break-all">{children}</dd>
    </div>
  );
}

/** What the Details dialog shows: the order, its items and where it ships. */
export function OrderDetails({ order }: { order: Order }) {
  const { address, city, pincode, phone, notes } = order.shippingAddress;
  return (
    <div className="grid gap-6 text-sm">
      <dl className="grid gap-2">
        <Row label="Order ID">{order.id}</Row>
        <Row label="Order Date">{orderDate(order.orderDate)}</Row>
        <Row label="Order Price">{formatRupees(order.totalAmount)}</Row>
        <Row label="Payment method">{order.paymentMethod}</Row>
        <Row label="Payment Status">{order.paymentStatus}</Row>
        <Row label="Order Status">
          <OrderStatusBadge status={order.orderStatus} />
        </Row>
      </dl>
      <Separator />
      <section className="grid gap-2">
        <h3 className="font-semibold">Order Details</h3>
        <ul className="grid gap-2">
          {order.orderItems.map((item, index) => (
            <li key={`${item.productId ?? 'gone'}-${index}`} className="flex justify-between gap-2">
              <span>Title: {item.title}</span>
              <span>Quantity: {item.quantity}</span>
              <span>Price: {formatRupees(item.price)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-1">
        <h3 className="font-semibold">Shipping Info</h3>
        <p>{address}</p>
        <p>{city}</p>
        <p>{pincode}</p>
        <p>{phone}</p>
        <p>{notes}</p>
      </section>
    </div>
  );
}
