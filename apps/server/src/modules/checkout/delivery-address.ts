import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  stateFromPincode,
  type AddressInput,
  type ShippingAddress,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/**
 * Where a cart goes: a saved address of the caller's (copied, so later edits don't change an
 * order) or one given with the call, its GST state taken from the pincode when not given.
 * Neither: undefined (a quote before an address is chosen).
 */
export async function deliveryAddress(
  db: Db,
  userId: string,
  input: { addressId?: string; shippingAddress?: AddressInput },
): Promise<ShippingAddress | undefined> {
  if (input.addressId) {
    const [saved] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)));
    if (!saved) throw notFound(MESSAGES.addressNotFound);
    const { address, city, pincode, phone, notes, state } = saved;
    return { address, city, pincode, phone, notes, state };
  }
  const given = input.shippingAddress;
  if (!given) return undefined;
  return { ...given, state: given.state ?? stateFromPincode(given.pincode) ?? null };
}
