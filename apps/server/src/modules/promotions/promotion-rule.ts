// Whether a promotion code applies to a cart: the contract's refusal reasons, in one pure
// function, for the pricing function (and so the quote and the order) to call. How much the
// code takes off is the pricing function's business, not this file's.
import { PROMOTION_MESSAGES, promoMinSubtotalMessage, toRupees } from '@attire/contract';
import type { promotions } from '../../db/schema/index.js';

type StoredPromotion = typeof promotions.$inferSelect;

/** What the rule reads of a promotion: its row as stored (amounts in paise). */
export type PromotionRule = Pick<
  StoredPromotion,
  | 'minSubtotalPaise'
  | 'categories'
  | 'brands'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'active'
>;

/** A line of the cart being priced: what the product is and what it costs before discount. */
export interface PromotionCartLine {
  category: string;
  brand: string;
  unitPricePaise: number;
  quantity: number;
}

/**
 * The code's uses so far: paid orders (and, once holds exist, uses held by orders being paid),
 * in all and by the shopper whose cart this is.
 */
export interface PromotionUses {
  total: number;
  byThisCustomer: number;
}

/** Whether the code's discount reaches this line (empty categories or brands: any). */
export function promotionAppliesToLine(
  promotion: { categories: readonly string[]; brands: readonly string[] },
  line: Pick<PromotionCartLine, 'category' | 'brand'>,
): boolean {
  const { categories, brands } = promotion;
  return (
    (categories.length === 0 || categories.includes(line.category)) &&
    (brands.length === 0 || brands.includes(line.brand))
  );
}

/**
 * What each line is worth to the code: its price × quantity when the code applies to it, else 0.
 * The pricing function spreads the discount over these; their sum is what the minimum is
 * measured on.
 */
export function eligibleLineValues(
  promotion: { categories: readonly string[]; brands: readonly string[] },
  cart: readonly PromotionCartLine[],
): number[] {
  return cart.map((line) =>
    promotionAppliesToLine(promotion, line) ? line.unitPricePaise * line.quantity : 0,
  );
}

/** What the lines the code applies to come to before any discount, in paise. */
export function eligibleSubtotalPaise(
  promotion: Pick<PromotionRule, 'categories' | 'brands'>,
  cart: readonly PromotionCartLine[],
): number {
  return eligibleLineValues(promotion, cart).reduce((sum, paise) => sum + paise, 0);
}

/**
 * Why the code does not apply to this cart at `now`, in the contract's words, or undefined when
 * it does. The first reason wins, in the contract's order: unknown, not started, ended (at
 * `endsAt` exactly it has ended), inactive, then the cart, then the uses. One exception to the
 * order: a cart with nothing the code applies to is told so before the minimum, since adding
 * more of what it holds would never reach it. The minimum is met at exactly `minSubtotal`,
 * measured on the eligible lines before the discount.
 */
export function promotionRefusal(
  promotion: PromotionRule | undefined,
  cart: readonly PromotionCartLine[],
  now: Date,
  uses: PromotionUses,
): string | undefined {
  if (!promotion) return PROMOTION_MESSAGES.promoUnknown;
  if (now.getTime() < promotion.startsAt.getTime()) return PROMOTION_MESSAGES.promoNotStarted;
  if (promotion.endsAt && now.getTime() >= promotion.endsAt.getTime()) {
    return PROMOTION_MESSAGES.promoEnded;
  }
  if (!promotion.active) return PROMOTION_MESSAGES.promoInactive;
  const eligible = cart.filter(
    (line) => line.quantity > 0 && promotionAppliesToLine(promotion, line),
  );
  if (eligible.length === 0) return PROMOTION_MESSAGES.promoNothingApplies;
  const shortfall = promotion.minSubtotalPaise - eligibleSubtotalPaise(promotion, eligible);
  if (shortfall > 0) return promoMinSubtotalMessage(toRupees(shortfall));
  if (promotion.usageLimit !== null && uses.total >= promotion.usageLimit) {
    return PROMOTION_MESSAGES.promoUsedUp;
  }
  if (promotion.perCustomerLimit !== null && uses.byThisCustomer >= promotion.perCustomerLimit) {
    return PROMOTION_MESSAGES.promoAlreadyUsed;
  }
  return undefined;
}
