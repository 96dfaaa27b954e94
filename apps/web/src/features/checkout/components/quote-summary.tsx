import type { UseQueryResult } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, type Quote } from '@attire/contract';
import { MoneySummary } from '@/components/order/money-summary';
import { Button } from '@/components/ui/button';
import { promoRefusal } from '../lib/promo-refusal';

/** The element saying why there is no total yet; the PayPal button points to it. */
export const QUOTE_STATE_ID = 'checkout-quote-state';

/**
 * The cart's money as the order would charge it, from the server's quote: subtotal, the code's
 * saving, shipping, total and the GST inside it. While there is no quote, it says so in words.
 */
export function QuoteSummary({ quote }: { quote: UseQueryResult<Quote> }) {
  if (quote.data) {
    return (
      <MoneySummary
        figures={quote.data}
        savingCode={quote.data.promo?.code ?? null}
        freeDeliveryShortfall={quote.data.freeShippingShortfall}
        className="border-t pt-4"
      />
    );
  }
  // A refused code is not a failure: the code is dropped and the cart quoted again without it.
  if (quote.isError && !promoRefusal(quote.error)) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 border-t pt-4 text-sm">
        <p id={QUOTE_STATE_ID}>{CHECKOUT_MESSAGES.quoteFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void quote.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <p id={QUOTE_STATE_ID} role="status" className="border-t pt-4 text-sm text-muted-foreground">
      {CHECKOUT_MESSAGES.quoteLoading}
    </p>
  );
}
