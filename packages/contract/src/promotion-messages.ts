// The texts of promotion codes, kept apart from MESSAGES (which every page of the web app
// downloads) as order-messages.ts is: only the back office's Promotions page and the server
// need them; the checkout shows the server's refusal as it comes, in `errors.promoCode`.
import { formatRupees } from './money.js';

/**
 * Why a code does not apply, in the order they are checked (contract: "Money at checkout"),
 * and the back office's replies.
 */
export const PROMOTION_MESSAGES = {
  promoUnknown: 'This code does not exist. Check it and try again.',
  promoNotStarted: 'This code cannot be used yet.',
  promoEnded: 'This code has expired.',
  promoInactive: 'This code is not active.',
  promoNothingApplies: 'This code does not apply to anything in your cart.',
  promoUsedUp: 'This code has been used up.',
  promoAlreadyUsed: 'You have already used this code on your account.',
  promotionNotFound: 'Promotion not found.',
  promotionCodeTaken:
    'A promotion with this code already exists (codes are matched without regard to case).',
  promotionDeleted: 'The promotion was never used, so it has been deleted.',
  promotionEnded:
    'The promotion has ended: shoppers can no longer use it. It stays listed for the orders that used it.',
} as const;

/** The cart's eligible lines come to less than the code's minimum: by how much, in rupees. */
export function promoMinSubtotalMessage(shortfallRupees: number): string {
  return `Add ${formatRupees(shortfallRupees)} more to use this code`;
}

/** The Promotions page's own texts. */
export const PROMOTION_UI_MESSAGES = {
  noPromotions: 'No promotion codes yet. Add one to run a sale.',
  promotionsLoadFailed: 'The promotion codes could not be loaded.',
  promotionAdded: 'Promotion added.',
  promotionSaved: 'Promotion saved.',
} as const;
