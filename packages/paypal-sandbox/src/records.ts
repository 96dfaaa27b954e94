import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  AmountSchema,
  CreateOrderSchema,
  ID_PATTERN,
  RefundRequestSchema,
  toCents,
} from './schemas.js';

// What the sandbox keeps of each PayPal order, one file per order (see order-files.ts). The
// schema checks files as they are read back, so a damaged file is skipped rather than served.

const IdSchema = z.string().regex(ID_PATTERN);

const RefundRecordSchema = z.object({
  id: IdSchema,
  amount: AmountSchema,
  createTime: z.iso.datetime(),
  request: RefundRequestSchema,
});
export type RefundRecord = z.infer<typeof RefundRecordSchema>;

const CaptureRecordSchema = z.object({
  id: IdSchema,
  amount: AmountSchema,
  createTime: z.iso.datetime(),
  refunds: z.array(RefundRecordSchema),
});
export type CaptureRecord = z.infer<typeof CaptureRecordSchema>;

/** Which earlier reply a repeated PayPal-Request-Id gets; replies are rebuilt, not stored. */
const ReplaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create') }),
  z.object({ kind: z.literal('capture') }),
  z.object({ kind: z.literal('refund'), refundId: IdSchema }),
]);
export type Replay = z.infer<typeof ReplaySchema>;

export const OrderRecordSchema = z.object({
  id: IdSchema,
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED']),
  createTime: z.iso.datetime(),
  updateTime: z.iso.datetime(),
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

export function refundedCents(capture: CaptureRecord): number {
  return capture.refunds.reduce((sum, refund) => sum + toCents(refund.amount.value), 0);
}
