import { z } from 'zod';
import { PageInfoShape, PageQuerySchema, requiredText, successReply } from './common.js';
import { LIMITS } from './constants.js';
import { NoteSchema, OrderLinesSchema, ReturnSchema, ReturnStatusSchema } from './order.js';

// A shopper's request to return bought lines, and the back office's handling of it.

export const CreateReturnSchema = z.object({
  items: OrderLinesSchema,
  reason: requiredText('Reason', LIMITS.orderNoteMaxLength),
});
export type CreateReturnInput = z.infer<typeof CreateReturnSchema>;

export const UpdateReturnSchema = z.object({
  status: z.enum(['approved', 'rejected', 'refunded'], { error: 'Unknown return status' }),
  note: NoteSchema,
});
export type UpdateReturnInput = z.infer<typeof UpdateReturnSchema>;

export const ReturnListQuerySchema = PageQuerySchema.extend({
  status: ReturnStatusSchema.optional(),
});
export type ReturnListQuery = z.infer<typeof ReturnListQuerySchema>;

/** What the back office sees of a return: also the order's number and who asked. */
export const AdminReturnSchema = ReturnSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  orderTotal: z.number(),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

export const ReturnReplySchema = successReply({ return: ReturnSchema });
export const AdminReturnReplySchema = successReply({ return: AdminReturnSchema });
export const AdminReturnPageReplySchema = successReply({
  returns: z.array(AdminReturnSchema),
  ...PageInfoShape,
});
