import { describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES } from '@attire/contract';
import { promoCodeRefused } from '../../src/modules/promotions/find-promotion.js';
import {
  eligibleSubtotalPaise,
  promotionAppliesToLine,
  promotionRefusal,
  type PromotionCartLine,
  type PromotionRule,
} from '../../src/modules/promotions/promotion-rule.js';

const NOW = new Date('2025-10-20T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

/** Started a day ago, never ends, active, no minimum, every line, no limits. */
const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  minSubtotalPaise: 0,
  categories: [],
  brands: [],
  startsAt: at(-86_400_000),
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
  ...overrides,
});

const line = (overrides: Partial<PromotionCartLine> = {}): PromotionCartLine => ({
  category: 'men',
  brand: 'nike',
  unitPricePaise: 99_900,
  quantity: 1,
  ...overrides,
});

const NO_USES = { total: 0, byThisCustomer: 0 };
const refusal = (
  promotion: PromotionRule | undefined,
  cart: PromotionCartLine[] = [line()],
  now = NOW,
  uses = NO_USES,
) => promotionRefusal(promotion, cart, now, uses);

describe('whether a promotion code applies to a cart', () => {
  it('applies a code that is live, active, met and unused', () => {
    expect(refusal(rule())).toBeUndefined();
  });

  it('refuses a code that names no promotion', () => {
    expect(refusal(undefined)).toBe(PROMOTION_MESSAGES.promoUnknown);
  });

  it('starts at startsAt exactly', () => {
    expect(refusal(rule({ startsAt: at(1) }))).toBe(PROMOTION_MESSAGES.promoNotStarted);
    expect(refusal(rule({ startsAt: NOW }))).toBeUndefined();
  });

  it('has ended at endsAt exactly', () => {
    expect(refusal(rule({ endsAt: NOW }))).toBe(PROMOTION_MESSAGES.promoEnded);
    expect(refusal(rule({ endsAt: at(-1) }))).toBe(PROMOTION_MESSAGES.promoEnded);
    expect(refusal(rule({ endsAt: at(1) }))).toBeUndefined();
  });

  it('refuses a code the merchant switched off', () => {
    expect(refusal(rule({ active: false }))).toBe(PROMOTION_MESSAGES.promoInactive);
  });

  it('asks for what is missing below the minimum, which is met exactly at it', () => {
    const cart = [line({ unitPricePaise: 45_050, quantity: 2 })]; // ₹901.00
    expect(refusal(rule({ minSubtotalPaise: 90_100 }), cart)).toBeUndefined();
    expect(refusal(rule({ minSubtotalPaise: 90_101 }), cart)).toBe(
      'Add ₹0.01 more to use this code',
    );
    expect(refusal(rule({ minSubtotalPaise: 250_000 }), cart)).toBe(
      'Add ₹1,599.00 more to use this code',
    );
    // In rupees as the shop writes them, with Indian digit grouping.
    expect(refusal(rule({ minSubtotalPaise: 20_000_000 }), cart)).toBe(
      'Add ₹1,99,099.00 more to use this code',
    );
  });

  it('measures the minimum on the lines the code applies to only', () => {
    const cart = [
      line({ category: 'women', brand: 'zara', unitPricePaise: 150_000, quantity: 1 }),
      line({ category: 'men', brand: 'nike', unitPricePaise: 40_000, quantity: 2 }),
      line({ category: 'men', brand: 'puma', unitPricePaise: 300_000, quantity: 1 }),
    ];
    const menNike = rule({ categories: ['men'], brands: ['nike'], minSubtotalPaise: 100_000 });
    expect(eligibleSubtotalPaise(menNike, cart)).toBe(80_000);
    expect(refusal(menNike, cart)).toBe('Add ₹200.00 more to use this code');
    expect(refusal({ ...menNike, minSubtotalPaise: 80_000 }, cart)).toBeUndefined();
    // The same total without the filters would have met it.
    expect(refusal(rule({ minSubtotalPaise: 530_000 }), cart)).toBeUndefined();
  });

  it('refuses a cart with nothing the categories and brands reach', () => {
    const cart = [line({ category: 'women', brand: 'zara' }), line({ category: 'kids' })];
    expect(refusal(rule({ categories: ['footwear'] }), cart)).toBe(
      PROMOTION_MESSAGES.promoNothingApplies,
    );
    expect(refusal(rule({ brands: ['levi', 'h&m'] }), cart)).toBe(
      PROMOTION_MESSAGES.promoNothingApplies,
    );
    // Both filters must match the same line: women's Nike is neither men's nor Zara's.
    expect(refusal(rule({ categories: ['men'], brands: ['zara'] }), cart)).toBe(
      PROMOTION_MESSAGES.promoNothingApplies,
    );
    expect(refusal(rule({ categories: ['kids'], brands: ['nike'] }), cart)).toBeUndefined();
    expect(refusal(rule({ brands: ['zara'] }), cart)).toBeUndefined();
    expect(refusal(rule(), [])).toBe(PROMOTION_MESSAGES.promoNothingApplies);
    expect(refusal(rule(), [line({ quantity: 0 })])).toBe(PROMOTION_MESSAGES.promoNothingApplies);
  });

  it('says nothing applies, not "add more", when no line could ever reach the minimum', () => {
    const cart = [line({ category: 'women' })];
    expect(refusal(rule({ categories: ['men'], minSubtotalPaise: 200_000 }), cart)).toBe(
      PROMOTION_MESSAGES.promoNothingApplies,
    );
  });

  it('tells which lines a code reaches', () => {
    const shoes = { categories: ['footwear'], brands: [] };
    expect(promotionAppliesToLine(shoes, { category: 'footwear', brand: 'puma' })).toBe(true);
    expect(promotionAppliesToLine(shoes, { category: 'men', brand: 'puma' })).toBe(false);
    expect(promotionAppliesToLine({ categories: [], brands: [] }, line())).toBe(true);
  });

  it('is used up when the paid (and held) uses reach the limit', () => {
    const limited = rule({ usageLimit: 100 });
    expect(refusal(limited, [line()], NOW, { total: 99, byThisCustomer: 0 })).toBeUndefined();
    expect(refusal(limited, [line()], NOW, { total: 100, byThisCustomer: 0 })).toBe(
      PROMOTION_MESSAGES.promoUsedUp,
    );
    expect(refusal(rule(), [line()], NOW, { total: 1_000_000, byThisCustomer: 0 })).toBeUndefined();
  });

  it('is refused to a shopper who has had it as often as each may', () => {
    const once = rule({ perCustomerLimit: 1 });
    expect(refusal(once, [line()], NOW, { total: 5, byThisCustomer: 0 })).toBeUndefined();
    expect(refusal(once, [line()], NOW, { total: 5, byThisCustomer: 1 })).toBe(
      PROMOTION_MESSAGES.promoAlreadyUsed,
    );
    const thrice = rule({ perCustomerLimit: 3 });
    expect(refusal(thrice, [line()], NOW, { total: 5, byThisCustomer: 2 })).toBeUndefined();
    expect(refusal(thrice, [line()], NOW, { total: 5, byThisCustomer: 3 })).toBe(
      PROMOTION_MESSAGES.promoAlreadyUsed,
    );
    expect(refusal(rule(), [line()], NOW, { total: 5, byThisCustomer: 50 })).toBeUndefined();
  });

  it('gives the first reason in the contract order when several hold', () => {
    const everything = rule({
      startsAt: at(1),
      endsAt: at(-1),
      active: false,
      minSubtotalPaise: 10_000_000,
      categories: ['kids'],
      usageLimit: 1,
      perCustomerLimit: 1,
    });
    const allUsed = { total: 1, byThisCustomer: 1 };
    const steps: [Partial<PromotionRule>, string | undefined][] = [
      [{}, PROMOTION_MESSAGES.promoNotStarted],
      [{ startsAt: at(-2) }, PROMOTION_MESSAGES.promoEnded],
      [{ endsAt: null }, PROMOTION_MESSAGES.promoInactive],
      [{ active: true }, PROMOTION_MESSAGES.promoNothingApplies],
      [{ categories: [] }, 'Add ₹99,001.00 more to use this code'],
      [{ minSubtotalPaise: 0 }, PROMOTION_MESSAGES.promoUsedUp],
      [{ usageLimit: null }, PROMOTION_MESSAGES.promoAlreadyUsed],
      [{ perCustomerLimit: null }, undefined],
    ];
    let promotion = everything;
    for (const [change, expected] of steps) {
      promotion = { ...promotion, ...change };
      expect(refusal(promotion, [line()], NOW, allUsed), JSON.stringify(change)).toBe(expected);
    }
  });

  it('is refused as the contract says: 409, the reason also under errors.promoCode', () => {
    const reason = refusal(rule({ active: false }))!;
    expect(promoCodeRefused(reason)).toMatchObject({
      statusCode: 409,
      message: PROMOTION_MESSAGES.promoInactive,
      errors: { promoCode: [PROMOTION_MESSAGES.promoInactive] },
    });
  });
});
