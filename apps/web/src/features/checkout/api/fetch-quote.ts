import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointInput, Quote } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/** What the checkout asks a quote for: the cart's lines, the address's id and a code. */
export type QuoteRequest = EndpointInput<'shopCheckout.quote'>['body'];

export async function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const { quote } = await apiCall('shopCheckout.quote', { body: request }, { signal });
  return quote;
}

/** Every quote: refreshed together when the server's money has moved on (an order refused). */
export const quotesQueryKey = ['checkout', 'quote'] as const;

/**
 * Keyed by the request (lines, address id, code) and the address's state, which picks shipping
 * and the kind of GST: editing the chosen address keeps its id, yet may change the money.
 */
export function quoteQueryOptions(request: QuoteRequest, destinationState: string | null) {
  return queryOptions({
    queryKey: [...quotesQueryKey, request, destinationState],
    queryFn: ({ signal }) => fetchQuote(request, signal),
    // Stated here, not left to the client's default: the quote fetched to apply a code is the
    // one then shown, not asked for twice. The order call checks the total again anyway.
    staleTime: 30_000,
    // The checkout says in words that the total could not be worked out, with a retry.
    meta: { silent: true },
  });
}

/** The cart's money as the order would charge it; nothing is asked for while `enabled` is false. */
export function useQuote(request: QuoteRequest, destinationState: string | null, enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(request, destinationState), enabled });
}
