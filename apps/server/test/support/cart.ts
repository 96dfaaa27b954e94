import type { FastifyInstance } from 'fastify';
import type { Session } from './fixtures.js';
import { api } from './http.js';

/** The body of a cart add or update; `variantId` only when given. */
export const cartLine = (
  session: Session,
  productId: string,
  quantity: number,
  variantId?: string,
) => ({ userId: session.user.id, productId, quantity, ...(variantId && { variantId }) });

/**
 * A shopper's cart calls, through the app's HTTP stack. The app is read at each call, so that
 * a test file may set these up before its app has started.
 */
export function cartCalls(appOf: () => FastifyInstance) {
  const as = (session: Session) => api(appOf(), session.token);
  return {
    as,
    addLine: (session: Session, productId: string, quantity: number, variantId?: string) =>
      as(session).call('cart.add', { body: cartLine(session, productId, quantity, variantId) }),
    setLine: (session: Session, productId: string, quantity: number, variantId?: string) =>
      as(session).call('cart.update', { body: cartLine(session, productId, quantity, variantId) }),
    fetchCart: (session: Session, userId = session.user.id) =>
      as(session).call('cart.fetch', { params: { userId } }),
    removeLine: (session: Session, productId: string, userId = session.user.id) =>
      as(session).call('cart.deleteItem', { params: { userId, productId } }),
    removeVariant: (session: Session, productId: string, variantId: string) =>
      as(session).call('cart.deleteVariant', {
        params: { userId: session.user.id, productId, variantId },
      }),
  };
}
