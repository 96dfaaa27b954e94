import { z } from 'zod';
import { IdSchema, requiredText, successReply } from './common.js';

export const CreateReviewSchema = z.object({
  productId: IdSchema,
  userId: IdSchema,
  /** Ignored: the name shown comes from the account. */
  userName: z.string().optional(),
  reviewMessage: requiredText('Review message', 2000),
  reviewValue: z
    .number({ error: 'Rating must be a number' })
    .int({ error: 'Rating must be a whole number of stars' })
    .min(1, { error: 'Rating must be between 1 and 5' })
    .max(5, { error: 'Rating must be between 1 and 5' }),
});
export type CreateReviewInput = z.infer<typeof CreateReviewSchema>;

export const ReviewSchema = z.object({
  id: IdSchema,
  productId: IdSchema,
  userId: IdSchema,
  userName: z.string(),
  reviewMessage: z.string(),
  reviewValue: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewParamsSchema = z.object({ productId: IdSchema });

/**
 * Whether the signed-in shopper may review the product, known before they type: a shopper who
 * paid for it and kept at least one unit may (one review each). `reason` is the message to show
 * when they may not.
 */
export const ReviewEligibilitySchema = z.object({
  mayReview: z.boolean(),
  reason: z.string().optional(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export const ReviewListReplySchema = successReply({
  reviews: z.array(ReviewSchema),
  eligibility: ReviewEligibilitySchema,
});
export const ReviewReplySchema = successReply({ review: ReviewSchema });
