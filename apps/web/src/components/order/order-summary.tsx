import type { ReactNode } from 'react';
import {
  DOCUMENT_MESSAGES,
  ORDER_DETAILS_MESSAGES,
  PAYMENT_METHOD_LABELS,
  formatRupees,
  type Order,
} from '@attire/contract';
import { invoicePath, type DocumentViewer } from '@/components/tax-documents/tax-document-paths';
import { DownloadDocumentButton } from '@/components/tax-documents/download-document-button';
import { Separator } from '@/components/ui/separator';
import { formatDate } from '@/lib/format-date';
import { MoneySummary } from './money-summary';
import { OrderItems } from './order-items';
import { orderNumber } from './order-labels';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

function Row({
  label,
  termClassName,
  children,
}: {
  label: string;
  termClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className={termClassName}>{label}</dt>
      <dd className="text-right break-all">{children}</dd>
    </div>
  );
}

interface OrderSummaryProps {
  order: Order;
  /** Whose view this is: the invoice is fetched through the shopper's or the admin's call. */
  documentViewer: DocumentViewer;
  /** Classes of each fact's label (the term of the description list). */
  termClassName: string;
  /** When set, each section is labelled by its heading, whose id is `${prefix}-items` etc. */
  headingIdPrefix?: string;
  /** Prefix each shipping line with its field's name ("City: Bengaluru"). */
  labelShippingLines?: boolean;
  /** Show each item's SKU (the back office picks and restocks by it). */
  showSku?: boolean;
}

/** An order's facts, its items and where it ships: the body of both Details dialogs. */
export function OrderSummary({
  order,
  documentViewer,
  termClassName,
  headingIdPrefix,
  labelShippingLines = false,
  showSku = false,
}: OrderSummaryProps) {
  const { address, city, pincode, phone, notes } = order.shippingAddress;
  const itemsId = headingIdPrefix ? `${headingIdPrefix}-items` : undefined;
  const shippingId = headingIdPrefix ? `${headingIdPrefix}-shipping` : undefined;
  const shippingLines = [
    ['Address', address],
    ['City', city],
    ['Pincode', pincode],
    ['Phone', phone],
    ['Notes', notes],
  ] as const;
  return (
    <div className="grid gap-6 text-sm">
      <dl className="grid gap-2">
        <Row label="Order Number" termClassName={termClassName}>
          {orderNumber(order.id)}
        </Row>
        <Row label="Order Date" termClassName={termClassName}>
          <time dateTime={order.orderDate}>{formatDate(order.orderDate)}</time>
        </Row>
        <Row label="Order Price" termClassName={termClassName}>
          {formatRupees(order.totalAmount)}
        </Row>
        <Row label="Payment method" termClassName={termClassName}>
          {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        </Row>
        <Row label="Payment Status" termClassName={termClassName}>
          <PaymentStatusBadge status={order.paymentStatus} />
        </Row>
        {order.refundedAmount > 0 && (
          <Row label="Refunded" termClassName={termClassName}>
            {formatRupees(order.refundedAmount)}
          </Row>
        )}
        <Row label="Order Status" termClassName={termClassName}>
          <OrderStatusBadge status={order.orderStatus} />
        </Row>
        {/* Only a GST-registered shop issues one (an unregistered shop's orders have none). */}
        {order.invoice && (
          <Row label="Tax invoice" termClassName={termClassName}>
            <DownloadDocumentButton
              label={DOCUMENT_MESSAGES.downloadInvoice}
              number={order.invoice.number}
              path={invoicePath(documentViewer, order.id)}
            />
          </Row>
        )}
      </dl>
      <Separator />
      <section aria-labelledby={itemsId} className="grid gap-3">
        <h3 id={itemsId} className="font-semibold">
          {ORDER_DETAILS_MESSAGES.items}
        </h3>
        <OrderItems items={order.orderItems} showSku={showSku} />
        {/* The figures the order stored when it was placed, never added up again from its lines. */}
        <MoneySummary
          figures={order}
          savingCode={order.discount > 0 ? order.promoCode : null}
          className="border-t pt-2"
        />
      </section>
      <section aria-labelledby={shippingId} className="grid gap-1">
        <h3 id={shippingId} className="font-semibold">
          Shipping Info
        </h3>
        {shippingLines.map(([name, value]) => (
          <p key={name} className="[overflow-wrap:anywhere]">
            {labelShippingLines && `${name}: `}
            {value}
          </p>
        ))}
      </section>
    </div>
  );
}
