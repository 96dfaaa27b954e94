import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateReviewSchema,
  ReviewListReplySchema,
  ReviewParamsSchema,
  ReviewReplySchema,
} from '@attire/contract';
import { assertSelf } from '../../plugins/auth.js';
import { addReview, listReviews } from './service.js';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:productId', {
    schema: { tags, params: ReviewParamsSchema, response: { 200: ReviewListReplySchema } },
    handler: async (request) => ({
      success: true as const,
      reviews: await listReviews(app.db, request.params.productId),
    }),
  });

  app.post('/', {
    schema: { tags, body: CreateReviewSchema, response: { 201: ReviewReplySchema } },
    handler: async (request, reply) => {
      // The name shown with the review is the account's, whatever the body says.
      const author = assertSelf(request, request.body.userId);
      const review = await addReview(app.db, author, request.body);
      return reply.status(201).send({ success: true as const, review });
    },
  });
};
