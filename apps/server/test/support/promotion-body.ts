import { randomUUID } from 'node:crypto';
import type { EndpointInput } from '@attire/contract';

export type PromotionBody = EndpointInput<'adminPromotions.add'>['body'];

/** A promotion's body as an admin's form sends it, any field possibly wrong (for refusals). */
export type Body = Partial<Record<keyof PromotionBody, unknown>>;

/** A valid promotion: ten percent off everything, from 2025, no limits, under a fresh code. */
export const promotionBody = (overrides: Partial<PromotionBody> = {}): PromotionBody => ({
  code: `SAVE-${randomUUID().slice(0, 6)}`,
  description: 'Ten off',
  kind: 'percentage',
  value: 10,
  minSubtotal: 0,
  categories: [],
  brands: [],
  startsAt: '2025-01-01T00:00:00.000Z',
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
  ...overrides,
});

const START = '2025-04-01T00:00:00.000Z';

/** Bodies the back office refuses: the field, the change to a valid body, the field's message. */
export const PROMOTION_REFUSALS: [string, Body, string][] = [
  ['code', { code: 'AB' }, 'Code must be at least 3 characters'],
  ['code', { code: 'A'.repeat(33) }, 'Code must be at most 32 characters'],
  ['code', { code: 'TEN OFF' }, 'Code may hold only letters, digits, - and _'],
  ['code', { code: 'DIWALI%' }, 'Code may hold only letters, digits, - and _'],
  ['code', { code: 'दिवाली10' }, 'Code may hold only letters, digits, - and _'],
  ['code', { code: undefined }, 'Code is required'],
  ['description', { description: 'x'.repeat(201) }, 'Description must be at most 200 characters'],
  ['kind', { kind: 'bogo' }, 'Choose what the code gives'],
  ['value', { kind: 'percentage', value: 0 }, 'Enter a whole percentage from 1 to 90'],
  ['value', { kind: 'percentage', value: 91 }, 'Enter a whole percentage from 1 to 90'],
  ['value', { kind: 'percentage', value: 12.5 }, 'Enter a whole percentage from 1 to 90'],
  ['value', { kind: 'fixed', value: 0 }, 'Enter an amount above ₹0'],
  ['value', { kind: 'fixed', value: -5 }, 'Must not be negative'],
  ['value', { kind: 'fixed', value: 10.005 }, 'Must have at most 2 decimals'],
  ['value', { kind: 'fixed', value: 10_000_001 }, 'Must be at most ₹1,00,00,000'],
  ['minSubtotal', { minSubtotal: -1 }, 'Must not be negative'],
  ['minSubtotal', { minSubtotal: 'lots' }, 'Must be a number'],
  ['categories', { categories: ['men', 'men'] }, 'A category is repeated'],
  ['categories', { categories: ['unisex'] }, 'Choose a category'],
  ['brands', { brands: ['nike', 'nike'] }, 'A brand is repeated'],
  ['brands', { brands: ['gucci'] }, 'Choose a brand'],
  [
    'startsAt',
    { startsAt: '2025-04-01T00:00:00' },
    'Must be a date and time (ISO 8601, with its time zone)',
  ],
  [
    'startsAt',
    { startsAt: '2025-02-30T00:00:00Z' },
    'Must be a date and time (ISO 8601, with its time zone)',
  ],
  ['startsAt', { startsAt: '1999-12-31T23:59:59Z' }, 'Must be a date from the year 2000 to 9999'],
  ['startsAt', { startsAt: undefined }, 'Must be a date and time (ISO 8601, with its time zone)'],
  ['endsAt', { endsAt: START }, 'The end must be after the start'],
  ['endsAt', { endsAt: '2025-03-31T23:59:59Z' }, 'The end must be after the start'],
  ['endsAt', { endsAt: 'soon' }, 'Must be a date and time (ISO 8601, with its time zone)'],
  ['usageLimit', { usageLimit: 0 }, 'Usage limit must be at least 1, or empty for no limit'],
  ['usageLimit', { usageLimit: 2.5 }, 'Usage limit must be a whole number'],
  ['usageLimit', { usageLimit: 2 ** 31 }, 'Usage limit must be at most 1,000,000,000'],
  [
    'perCustomerLimit',
    { perCustomerLimit: 0 },
    'Uses per customer must be at least 1, or empty for no limit',
  ],
  ['active', { active: 'yes' }, 'Active must be true or false'],
];
