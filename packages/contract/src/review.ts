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

export const ReviewListReplySchema = successReply({ reviews: z.array(ReviewSchema) });
export const ReviewReplySchema = successReply({ review: ReviewSchema });
