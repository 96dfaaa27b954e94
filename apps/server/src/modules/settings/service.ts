import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ShippingSettingsSchema,
  StoreSettingsSchema,
  withStoreDefaults,
  type ShippingSettings,
  type ShippingSettingsView,
  type StoreSettings,
  type StoreSettingsView,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { shopSettings } from '../../db/schema/index.js';
import { validationError, type FieldErrors } from '../../lib/errors.js';
import {
  readShippingSettings,
  readStoreSettings,
  shippingToPaise,
  shippingToRupees,
  type SettingsKind,
  type SettingsLog,
} from './read-settings.js';

/** The shipping settings in rupees, as GET /admin/settings/shipping answers them. */
export async function shippingSettingsView(
  db: Db,
  log: SettingsLog,
): Promise<ShippingSettingsView> {
  return shippingToRupees(await readShippingSettings(db, log));
}

export async function storeSettingsView(db: Db, log: SettingsLog): Promise<StoreSettingsView> {
  return readStoreSettings(db, log);
}

/** Replaces the shipping settings; kept in paise. Answers what a read now gives. */
export async function saveShippingSettings(
  db: Db,
  settings: ShippingSettings,
): Promise<ShippingSettingsView> {
  const valid = checked(ShippingSettingsSchema, settings);
  await writeRow(db, 'shipping', shippingToPaise(valid));
  return shippingToRupees(shippingToPaise(valid));
}

/** Replaces the store's details. Answers what a read now gives. */
export async function saveStoreSettings(
  db: Db,
  settings: StoreSettings,
): Promise<StoreSettingsView> {
  const valid = checked(StoreSettingsSchema, settings);
  await writeRow(db, 'store', valid);
  return withStoreDefaults(valid);
}

/**
 * Every write passes the contract's schema, whoever calls (the route has checked its body with
 * it already; a script or a seed has not), so that a read never meets a value it refuses.
 */
function checked<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  }
  throw validationError(errors);
}

async function writeRow(db: Db, kind: SettingsKind, value: object): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ kind, value })
    .onConflictDoUpdate({ target: shopSettings.kind, set: { value, updatedAt: sql`now()` } });
}
