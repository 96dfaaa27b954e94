import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, Review } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reviewsQueryOptions } from './fetch-reviews';

export async function addReview(input: CreateReviewInput): Promise<Review> {
  const { review } = await apiCall('reviews.add', { body: input });
  return review;
}

/** A refusal (not bought yet, already reviewed) is toasted with the server's message. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (review) => {
      void queryClient.invalidateQueries({
        queryKey: reviewsQueryOptions(review.productId).queryKey,
      });
      // The average rating shown in the dialog changes with the new review.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.productDetails(review.productId),
      });
    },
  });
}
