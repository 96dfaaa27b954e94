import { z } from 'zod';
import { IdSchema, requiredText, successReply } from './common.js';
import { StateCodeSchema } from './states.js';

/** Indian PIN code: six digits, the first not 0. Spaces are tolerated ("560 001"). */
export const PincodeSchema = z
  .string({ error: 'Pincode is required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[1-9][0-9]{5}$/, { error: 'Enter a valid 6-digit PIN code' }));

/**
 * Indian mobile number: 10 digits starting 6-9, optionally written with +91, 91 or 0 in front
 * and with spaces or dashes. Kept as the bare 10 digits.
 */
export const PhoneSchema = z
  .string({ error: 'Phone is required' })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+?91|0)(?=\d{10}$)/, ''))
  .pipe(
    z.string().regex(/^[6-9][0-9]{9}$/, { error: 'Enter a valid 10-digit Indian mobile number' }),
  );

export const AddressInputSchema = z.object({
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  pincode: PincodeSchema,
  phone: PhoneSchema,
  notes: z.string().trim().max(500, { error: 'Notes must be at most 500 characters' }).default(''),
  /** GST state code; left out, the server derives it from the pincode (stateFromPincode). */
  state: StateCodeSchema.optional(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const CreateAddressSchema = AddressInputSchema.extend({ userId: IdSchema });

export const AddressSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
  /** GST state code ("29"); null only for a pincode no prefix of the table covers. */
  state: StateCodeSchema.nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressParamsSchema = z.object({ userId: IdSchema, addressId: IdSchema });
export const AddressListReplySchema = successReply({ addressList: z.array(AddressSchema) });
export const AddressReplySchema = successReply({ address: AddressSchema });
