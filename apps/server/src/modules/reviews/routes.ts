import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../plugins/auth.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { addReview, listReviews } from './service.js';

export async function reviewRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'reviews.list', async (request) => ({
    reviews: await listReviews(app.db, request.params.productId),
  }));

  serveEndpoint(app, 'reviews.add', async (request) => {
    // The name shown with the review is the account's, whatever the body says.
    const author = assertSelf(request, request.body.userId);
    return { review: await addReview(app.db, author, request.body) };
  });
}
