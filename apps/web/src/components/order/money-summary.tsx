import type { ReactNode } from 'react';
import {
  CHECKOUT_MESSAGES,
  formatRupees,
  freeDeliveryShortfallMessage,
  includesGstMessage,
  savingLabel,
} from '@attire/contract';
import { cn } from '@/lib/cn';

/** The figures a quote and an order share (contract: "Money at checkout"), in rupees. */
export interface MoneyFigures {
  subtotal: number;
  discount: number;
  shipping: number;
  totalAmount: number;
  tax: { total: number };
}

interface MoneySummaryProps {
  figures: MoneyFigures;
  /** The code whose saving is shown; null (or a code that took nothing off) shows no row. */
  savingCode: string | null;
  /** Rupees still missing for free delivery (checkout only); null or 0 shows no hint. */
  freeDeliveryShortfall?: number | null;
  className?: string;
}

function MoneyRow({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt className="min-w-0 [overflow-wrap:anywhere]">{label}</dt>
      <dd className="shrink-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Subtotal, the code's saving, shipping and the total, with the GST inside it: the same words at
 * checkout, on the payment's success page and in order details. It shows the figures it is given
 * and adds nothing up itself, so what a shopper reads is what the server charged.
 */
export function MoneySummary({
  figures,
  savingCode,
  freeDeliveryShortfall = null,
  className,
}: MoneySummaryProps) {
  const { subtotal, discount, shipping, totalAmount, tax } = figures;
  return (
    <div className={cn('grid gap-2 text-sm', className)}>
      <dl className="grid gap-2">
        <MoneyRow label={CHECKOUT_MESSAGES.subtotal}>{formatRupees(subtotal)}</MoneyRow>
        {savingCode !== null && discount > 0 && (
          // A true minus sign (U+2212), which screen readers say as "minus".
          <MoneyRow label={savingLabel(savingCode)} className="text-success">
            {`\u2212${formatRupees(discount)}`}
          </MoneyRow>
        )}
        <MoneyRow label={CHECKOUT_MESSAGES.shipping}>
          {shipping > 0 ? formatRupees(shipping) : CHECKOUT_MESSAGES.shippingFree}
        </MoneyRow>
        <MoneyRow label={CHECKOUT_MESSAGES.total} className="border-t pt-2 text-base font-bold">
          {formatRupees(totalAmount)}
        </MoneyRow>
      </dl>
      {tax.total > 0 && <p className="text-muted-foreground">{includesGstMessage(tax.total)}</p>}
      {freeDeliveryShortfall !== null && freeDeliveryShortfall > 0 && (
        <p>{freeDeliveryShortfallMessage(freeDeliveryShortfall)}</p>
      )}
    </div>
  );
}
