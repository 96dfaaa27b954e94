import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointReply } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A product's reviews, newest first, and whether the signed-in shopper may add one. */
export type ProductReviewsReply = Pick<EndpointReply<'reviews.list'>, 'reviews' | 'eligibility'>;

export async function fetchReviews(
  productId: string,
  signal?: AbortSignal,
): Promise<ProductReviewsReply> {
  const { reviews, eligibility } = await apiCall(
    'reviews.list',
    { params: { productId } },
    { signal },
  );
  return { reviews, eligibility };
}

export function reviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: queryKeys.productReviews(productId),
    queryFn: ({ signal }) => fetchReviews(productId, signal),
  });
}

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId));
}
