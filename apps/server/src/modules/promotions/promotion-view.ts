import {
  toPaise,
  toRupees,
  type BrandId,
  type CategoryId,
  type Promotion,
  type PromotionInput,
} from '@attire/contract';
import type { promotions } from '../../db/schema/index.js';

/** A row as the API answers it: rupees for money, ISO times. */
export function toPromotion(row: typeof promotions.$inferSelect): Promotion {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as Promotion['kind'],
    value: row.kind === 'fixed' ? toRupees(row.value) : row.value,
    minSubtotal: toRupees(row.minSubtotalPaise),
    categories: row.categories as CategoryId[],
    brands: row.brands as BrandId[],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    timesUsed: row.timesUsed,
  };
}

/** An admin's input as columns: `value` is paise for `fixed`, the percentage otherwise. */
export function promotionValues(input: PromotionInput) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.kind === 'fixed' ? toPaise(input.value) : input.value,
    minSubtotalPaise: toPaise(input.minSubtotal),
    categories: input.categories,
    brands: input.brands,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    active: input.active,
  } satisfies Partial<typeof promotions.$inferInsert>;
}
