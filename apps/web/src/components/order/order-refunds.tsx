import {
  DOCUMENT_MESSAGES,
  formatRupees,
  ORDER_UI_MESSAGES,
  PAYMENT_STATUS_LABELS,
  type Refund,
} from '@attire/contract';
import { DownloadDocumentButton } from '@/components/tax-documents/download-document-button';
import { creditNotePath, type DocumentViewer } from '@/components/tax-documents/tax-document-paths';
import { formatDate } from '@/lib/format-date';

function refundStatusLabel(status: Refund['status']): string {
  return status === 'completed'
    ? ORDER_UI_MESSAGES.refundStatusCompleted
    : PAYMENT_STATUS_LABELS[status];
}

interface OrderRefundsProps {
  orderId: string;
  refunds: readonly Refund[];
  /** Whose view this is: credit notes are fetched through the shopper's or the admin's call. */
  documentViewer: DocumentViewer;
  /** Id of the section's heading, unique on the page. */
  headingId: string;
}

/**
 * Money paid back: when, how much, whether PayPal has done it, for which items and why, and
 * its credit note when the shop is GST-registered.
 */
export function OrderRefunds({ orderId, refunds, documentViewer, headingId }: OrderRefundsProps) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        Refunds
      </h3>
      <ul className="grid gap-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="grid gap-0.5 rounded-md border p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold">{formatRupees(refund.amount)}</span>
              <span>{refundStatusLabel(refund.status)}</span>
            </p>
            <time dateTime={refund.at} className="text-muted-foreground">
              {formatDate(refund.at, { time: true })}
            </time>
            {refund.items.length > 0 && (
              <p className="[overflow-wrap:anywhere]">
                Items: {refund.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}
                {/* The shop's stock is the admin's business, not the shopper's. */}
                {refund.restock && documentViewer === 'admin' && ' (put back in stock)'}
              </p>
            )}
            <p className="[overflow-wrap:anywhere]">Reason: {refund.reason}</p>
            {refund.creditNote && (
              <p>
                <DownloadDocumentButton
                  label={DOCUMENT_MESSAGES.downloadCreditNote}
                  number={refund.creditNote}
                  path={creditNotePath(documentViewer, orderId, refund.creditNote)}
                />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
