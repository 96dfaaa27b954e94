import { sql } from 'drizzle-orm';
import { PROMOTION_CODE_PATTERN, type PromotionKind } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { promotions } from '../../db/schema/index.js';
import { AppError, conflict } from '../../lib/errors.js';

/** A promotion as stored: `value` is the percentage, or paise for `fixed`; money in paise. */
export type PromotionRow = Omit<typeof promotions.$inferSelect, 'kind'> & { kind: PromotionKind };

/**
 * The promotion a shopper's code names, matched without regard to case (through the unique
 * index on lower(code)), or undefined. Text that cannot be a code is not looked up.
 */
export async function findPromotionByCode(
  db: DbOrTx,
  code: string,
): Promise<PromotionRow | undefined> {
  const wanted = code.trim();
  if (!PROMOTION_CODE_PATTERN.test(wanted)) return undefined;
  const [row] = await db
    .select()
    .from(promotions)
    .where(sql`lower(${promotions.code}) = lower(${wanted})`);
  // The table's check constraint allows only the contract's kinds.
  return row as PromotionRow | undefined;
}

/** The contract's refusal of a code: 409 with the reason, also under `errors.promoCode`. */
export function promoCodeRefused(reason: string): AppError {
  return conflict(reason, { promoCode: [reason] });
}

/** Whether an error is such a refusal (the order's code cannot be used). */
export function isPromoCodeRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.errors?.promoCode !== undefined;
}
