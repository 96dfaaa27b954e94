import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { toMinor } from './money.js';
import { CreateOrderSchema, ID_PATTERN, MoneySchema, RefundFieldsSchema } from './schemas.js';

// What the sandbox keeps of each PayPal order, one file per order (see order-files.ts). The
// schema checks files as they are read back, so a damaged file is skipped rather than served;
// its defaults read files written before captures and refunds had statuses.

const IdSchema = z.string().regex(ID_PATTERN);
const TimeSchema = z.iso.datetime();

const RefundRecordSchema = z.object({
  id: IdSchema,
  amount: MoneySchema,
  status: z.enum(['COMPLETED', 'PENDING', 'FAILED', 'CANCELLED']).default('COMPLETED'),
  createTime: TimeSchema,
  updateTime: TimeSchema.optional(),
  request: RefundFieldsSchema.omit({ amount: true }),
});
export type RefundRecord = z.infer<typeof RefundRecordSchema>;

const CaptureRecordSchema = z.object({
  id: IdSchema,
  amount: MoneySchema,
  status: z.enum(['COMPLETED', 'PENDING', 'DECLINED']).default('COMPLETED'),
  /** PayPal's status_details.reason of a PENDING or DECLINED capture. */
  reason: z.string().max(64).optional(),
  createTime: TimeSchema,
  updateTime: TimeSchema.optional(),
  refunds: z.array(RefundRecordSchema),
});
export type CaptureRecord = z.infer<typeof CaptureRecordSchema>;

/**
 * Which resource a PayPal-Request-Id made and when (ms since the epoch), so that a repeat while
 * PayPal keeps the id answers with that resource's latest state.
 */
const ReplaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), at: z.number().default(0) }),
  z.object({ kind: z.literal('capture'), at: z.number().default(0) }),
  z.object({ kind: z.literal('refund'), at: z.number().default(0), refundId: IdSchema }),
]);
export type Replay = z.infer<typeof ReplaySchema>;

export const OrderRecordSchema = z.object({
  id: IdSchema,
  /** As stored; an order past its time reads as expired or VOIDED (see expiry.ts). */
  status: z.enum(['CREATED', 'PAYER_ACTION_REQUIRED', 'APPROVED', 'COMPLETED']),
  createTime: TimeSchema,
  updateTime: TimeSchema,
  approveTime: TimeSchema.optional(),
  request: CreateOrderSchema,
  payerId: IdSchema.optional(),
  captures: z.array(CaptureRecordSchema).optional(),
  /** Keyed by the hash of the request's method, path and PayPal-Request-Id. */
  replies: z.record(z.string(), ReplaySchema),
});
export type OrderRecord = z.infer<typeof OrderRecordSchema>;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Ids in PayPal's style: 17 characters for orders, captures and refunds, 13 for payers. */
export function newId(length: 13 | 17 = 17): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** What has gone back to the payer, or is on its way: completed and pending refunds. */
export function refundedMinor(capture: CaptureRecord, statuses = ['COMPLETED', 'PENDING']): bigint {
  return capture.refunds
    .filter((refund) => statuses.includes(refund.status))
    .reduce((sum, refund) => sum + toMinor(refund.amount), 0n);
}
