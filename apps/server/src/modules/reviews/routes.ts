import type { FastifyInstance } from 'fastify';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { addReview, listReviews, reviewEligibility } from './service.js';

export async function reviewRoutes(app: FastifyInstance) {
  // With the reviews, whether the reader may add one: the form says why not before they type.
  serveEndpoint(app, 'reviews.list', async (request) => {
    const { productId } = request.params;
    const [reviews, eligibility] = await Promise.all([
      listReviews(app.db, productId),
      reviewEligibility(app.db, currentUser(request).id, productId),
    ]);
    return { reviews, eligibility };
  });

  serveEndpoint(app, 'reviews.add', async (request) => {
    // The name shown with the review is the account's, whatever the body says.
    const author = assertSelf(request, request.body.userId);
    return { review: await addReview(app.db, author, request.body) };
  });
}
