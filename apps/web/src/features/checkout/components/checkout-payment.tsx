import type { Address, CartItem } from '@attire/contract';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { PaypalButton } from './paypal-button';
import { PromoCodeForm } from './promo-code-form';
import { QUOTE_STATE_ID, QuoteSummary } from './quote-summary';

interface CheckoutPaymentProps {
  userId: string;
  items: CartItem[];
  address: Address | null;
}

/**
 * Under the cart: the promotion code, the money the order would charge (the server's quote, not
 * the cart's own sum) and the PayPal button, which sends that quote's total and code.
 */
export function CheckoutPayment({ userId, items, address }: CheckoutPaymentProps) {
  const checkout = useCheckoutQuote({ userId, items, address });
  const quote = checkout.quote.data;
  // The code as the shop spells it (codes match without regard to case).
  const shownCode = checkout.appliedCode && (quote?.promo?.code ?? checkout.appliedCode);
  return (
    <div className="grid gap-4">
      {checkout.quotable && (
        <>
          <PromoCodeForm
            appliedCode={shownCode}
            refusal={checkout.promoError}
            applying={checkout.applying}
            onApply={checkout.applyCode}
            onRemove={checkout.removeCode}
          />
          <QuoteSummary quote={checkout.quote} />
        </>
      )}
      <PaypalButton
        userId={userId}
        items={items}
        address={address}
        payment={quote ? { totalAmount: quote.totalAmount, promoCode: checkout.appliedCode } : null}
        waitingReasonId={QUOTE_STATE_ID}
        onPromoRefused={checkout.dropRefusedCode}
      />
    </div>
  );
}
