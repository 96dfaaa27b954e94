import { BRANDS, CATEGORIES, formatRupees, type Promotion } from '@attire/contract';

export const KIND_LABELS = {
  percentage: 'Percentage off',
  fixed: 'Amount off',
  freeShipping: 'Free delivery',
} as const satisfies Record<Promotion['kind'], string>;

/** What the code gives: "10% off", "₹150.00 off", "Free delivery". */
export function offerText(promotion: Pick<Promotion, 'kind' | 'value'>): string {
  if (promotion.kind === 'percentage') return `${promotion.value}% off`;
  if (promotion.kind === 'fixed') return `${formatRupees(promotion.value)} off`;
  return KIND_LABELS.freeShipping;
}

/** The lines it applies to: "Men, Women · Nike", or everything. */
export function appliesToText(promotion: Pick<Promotion, 'categories' | 'brands'>): string {
  const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) =>
    list.find((item) => item.id === id)?.label ?? id;
  const parts = [
    promotion.categories.map((id) => label(CATEGORIES, id)).join(', '),
    promotion.brands.map((id) => label(BRANDS, id)).join(', '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Everything';
}

/** "3 of 100", or "3 (no limit)". */
export function usesText(promotion: Pick<Promotion, 'timesUsed' | 'usageLimit'>): string {
  return promotion.usageLimit === null
    ? `${promotion.timesUsed} (no limit)`
    : `${promotion.timesUsed} of ${promotion.usageLimit}`;
}

export function perCustomerText(promotion: Pick<Promotion, 'perCustomerLimit'>): string {
  const limit = promotion.perCustomerLimit;
  if (limit === null) return 'No limit per customer';
  return limit === 1 ? 'Once per customer' : `${limit} times per customer`;
}

export type PromotionState = 'active' | 'scheduled' | 'ended' | 'off' | 'usedUp';

export const STATE_LABELS: Record<PromotionState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Switched off',
  usedUp: 'Used up',
};

/** Where the code stands now, as a shopper entering it would find it. */
export function promotionState(promotion: Promotion, now = Date.now()): PromotionState {
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now) return 'ended';
  if (!promotion.active) return 'off';
  if (promotion.usageLimit !== null && promotion.timesUsed >= promotion.usageLimit) {
    return 'usedUp';
  }
  if (Date.parse(promotion.startsAt) > now) return 'scheduled';
  return 'active';
}

/** Ending changes nothing once the code has ended and is switched off. */
export function canEnd(promotion: Promotion, now = Date.now()): boolean {
  return promotion.active || promotion.endsAt === null || Date.parse(promotion.endsAt) > now;
}
