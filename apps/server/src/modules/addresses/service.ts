import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES, stateFromPincode, type Address, type AddressInput } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  userId: row.userId,
  address: row.address,
  city: row.city,
  pincode: row.pincode,
  phone: row.phone,
  notes: row.notes,
  // The column's check keeps it to the contract's codes.
  state: row.state as Address['state'],
});

/** Scopes a query to one address of one user: another user's address is simply not found. */
const ownedBy = (userId: string, addressId: string) =>
  and(eq(addresses.id, addressId), eq(addresses.userId, userId));

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...pickFields(input) })
    .returning();
  return toAddress(row!);
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput,
): Promise<Address> {
  const [row] = await db
    .update(addresses)
    .set(pickFields(input))
    .where(ownedBy(userId, addressId))
    .returning();
  if (!row) throw notFound(MESSAGES.addressNotFound);
  return toAddress(row);
}

export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const removed = await db
    .delete(addresses)
    .where(ownedBy(userId, addressId))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw notFound(MESSAGES.addressNotFound);
}

// The create body also carries userId; only the address fields are stored from it. A state
// left out is the pincode's (null where the prefix table knows none), also on an update.
const pickFields = (input: AddressInput) => ({
  address: input.address,
  city: input.city,
  pincode: input.pincode,
  phone: input.phone,
  notes: input.notes,
  state: input.state ?? stateFromPincode(input.pincode) ?? null,
});
