import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CHECKOUT_MESSAGES, LIMITS, type Address, type CartItem } from '@attire/contract';
import { quoteQueryOptions, useQuote, type QuoteRequest } from '../api/fetch-quote';
import { promoRefusal } from '../lib/promo-refusal';

interface CheckoutQuoteInput {
  userId: string;
  items: CartItem[];
  address: Address | null;
}

/**
 * The checkout's money: the quote of the cart, the chosen address and the applied code, and the
 * code's state (applied, or refused with the server's reason). A code is applied only once the
 * server has quoted with it, so a refused code never reaches the order.
 */
export function useCheckoutQuote({ userId, items, address }: CheckoutQuoteInput) {
  const queryClient = useQueryClient();
  const [appliedCode, setAppliedCode] = useState<string | undefined>(undefined);
  const [promoError, setPromoError] = useState<string | null>(null);

  const request: QuoteRequest = {
    userId,
    orderItems: items.map(({ productId, variantId, quantity }) => ({
      productId,
      variantId,
      quantity,
    })),
    addressId: address?.id,
  };
  const destinationState = address?.state ?? null;
  // The server quotes no empty cart and no cart past one order's lines; the button says why.
  const quotable = items.length > 0 && items.length <= LIMITS.orderMaxLines;
  const quote = useQuote({ ...request, promoCode: appliedCode }, destinationState, quotable);

  // A code can stop applying after it was applied (lines removed below its minimum, its last
  // use taken): say why at the field and quote again without it.
  const lapsedReason = appliedCode ? promoRefusal(quote.error) : undefined;
  useEffect(() => {
    if (!lapsedReason) return;
    setPromoError(lapsedReason);
    setAppliedCode(undefined);
  }, [lapsedReason]);

  const apply = useMutation({
    // The quote with the code lands in the cache, so showing it once applied asks nothing more.
    mutationFn: (code: string) =>
      queryClient.fetchQuery(quoteQueryOptions({ ...request, promoCode: code }, destinationState)),
    meta: { silent: true },
    onSuccess: (_quote, code) => {
      setAppliedCode(code);
      setPromoError(null);
    },
    onError: (error) => setPromoError(promoRefusal(error) ?? CHECKOUT_MESSAGES.quoteFailed),
  });

  return {
    quote,
    quotable,
    appliedCode,
    promoError,
    applying: apply.isPending,
    applyCode: (code: string) => apply.mutate(code),
    removeCode: () => {
      setAppliedCode(undefined);
      setPromoError(null);
    },
    /** The order was refused over the code: show why, and quote without it. */
    dropRefusedCode: (reason: string) => {
      setPromoError(reason);
      setAppliedCode(undefined);
    },
  };
}
