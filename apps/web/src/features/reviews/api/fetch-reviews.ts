import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export async function fetchReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  const { reviews } = await apiCall('reviews.list', { params: { productId } }, { signal });
  return reviews;
}

export function reviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) => fetchReviews(productId, signal),
  });
}

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId));
}
