import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_SHIPPING_SETTINGS,
  DEFAULT_STORE_SETTINGS,
  ShippingSettingsSchema,
  StoreSettingsSchema,
  toPaise,
  toRupees,
  withStoreDefaults,
  type ShippingSettings,
  type StateCode,
  type StoreSettingsView,
} from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { shopSettings } from '../../db/schema/index.js';

/** The kinds of row in shop_settings, one row a kind. */
export type SettingsKind = 'store' | 'shipping';

/** Where a corrupt row is reported (a request's or the app's pino logger). */
export interface SettingsLog {
  warn(object: object, message: string): void;
}

export interface ShippingZoneInPaise {
  name: string;
  /** GST state codes; a state is in one zone at most. */
  states: StateCode[];
  ratePaise: number;
  /** The subtotal after the discount from which delivery in the zone is free; null: never. */
  freeFromPaise: number | null;
}

/**
 * The shipping settings as the pricing function reads them, in paise. A delivery's state picks
 * the first zone that lists it (its rate and its threshold), else the flat rate and the shop's
 * threshold (null: never free). Never set: no zones, flat rate 0, so no shipping is charged.
 */
export interface ShippingSettingsInPaise {
  flatRatePaise: number;
  freeFromPaise: number | null;
  zones: ShippingZoneInPaise[];
}

/**
 * How the shipping settings sit in shop_settings.value: whole paise, never floats. The rules of
 * the merchant's settings (bounds, one zone a state) are the contract's, checked in rupees.
 */
const Paise = z.number().int().min(0);
const StoredShippingSchema = z.object({
  flatRatePaise: Paise,
  freeFromPaise: Paise.nullable(),
  zones: z.array(
    z.object({
      name: z.string(),
      states: z.array(z.string()),
      ratePaise: Paise,
      freeFromPaise: Paise.nullable(),
    }),
  ),
});

export function shippingToPaise(settings: ShippingSettings): ShippingSettingsInPaise {
  const orNull = (rupees: number | null) => (rupees === null ? null : toPaise(rupees));
  return {
    flatRatePaise: toPaise(settings.flatRate),
    freeFromPaise: orNull(settings.freeFrom),
    zones: settings.zones.map((zone) => ({
      name: zone.name,
      states: [...zone.states],
      ratePaise: toPaise(zone.rate),
      freeFromPaise: orNull(zone.freeFrom),
    })),
  };
}

/** Rupees again, for the API and for the contract's checks (of a stored row's plain strings). */
export function shippingToRupees<State extends string>(
  settings: Omit<ShippingSettingsInPaise, 'zones'> & {
    zones: (Omit<ShippingZoneInPaise, 'states'> & { states: State[] })[];
  },
) {
  const orNull = (paise: number | null) => (paise === null ? null : toRupees(paise));
  return {
    flatRate: toRupees(settings.flatRatePaise),
    freeFrom: orNull(settings.freeFromPaise),
    zones: settings.zones.map((zone) => ({
      name: zone.name,
      states: zone.states,
      rate: toRupees(zone.ratePaise),
      freeFrom: orNull(zone.freeFromPaise),
    })),
  };
}

/** The row of a kind, or undefined when the merchant has never saved it. */
async function readRow(db: DbOrTx, kind: SettingsKind): Promise<unknown> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.kind, kind));
  return row?.value;
}

const defaultLog: SettingsLog = {
  warn: (object, message) => console.warn(message, object),
};

/** Reports a row the schemas refuse; the caller then answers the defaults. */
function reportCorrupt(log: SettingsLog, kind: SettingsKind, error: z.ZodError): void {
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  log.warn({ kind, problems }, 'shop_settings holds a value its schema refuses; using defaults');
}

/**
 * The shop's shipping settings in paise, for pricing. A kind never saved has the defaults; a
 * row the schemas refuse (edited by hand, written by an older version) is reported to `log`
 * and read as the defaults, so that checkout keeps working.
 */
export async function readShippingSettings(
  db: DbOrTx,
  log: SettingsLog = defaultLog,
): Promise<ShippingSettingsInPaise> {
  const value = await readRow(db, 'shipping');
  if (value === undefined) return shippingToPaise(DEFAULT_SHIPPING_SETTINGS);
  const stored = StoredShippingSchema.safeParse(value);
  const checked = stored.success
    ? ShippingSettingsSchema.safeParse(shippingToRupees(stored.data))
    : stored;
  if (checked.success) return shippingToPaise(checked.data);
  reportCorrupt(log, 'shipping', checked.error);
  return shippingToPaise(DEFAULT_SHIPPING_SETTINGS);
}

/**
 * The store's details (legal name, address, state, GSTIN, invoice prefix, how shoppers reach it
 * and where returns go). Never saved, or a row the schema refuses (reported to `log`): the unset
 * store, whose `gstin` is null, so no GST. A row saved before the contact fields existed reads
 * with their defaults.
 */
export async function readStoreSettings(
  db: DbOrTx,
  log: SettingsLog = defaultLog,
): Promise<StoreSettingsView> {
  const value = await readRow(db, 'store');
  if (value === undefined) return { ...DEFAULT_STORE_SETTINGS };
  const checked = StoreSettingsSchema.safeParse(value);
  if (checked.success) return withStoreDefaults(checked.data);
  reportCorrupt(log, 'store', checked.error);
  return { ...DEFAULT_STORE_SETTINGS };
}
