import { z } from 'zod';
import { RupeesSchema, successReply } from './common.js';
import { gstinProblem } from './gstin.js';
import {
  duplicateZoneNameMessage,
  gstinStateMismatchMessage,
  SETTINGS_MESSAGES,
  stateInTwoZonesMessage,
  unknownStateMessage,
} from './settings-messages.js';
import { STATE_CODES, StateCodeSchema } from './states.js';

// The merchant's settings (contract: "Money at checkout", Shipping and Store settings). Each is
// replaced whole by its PUT and read whole by its GET; the server keeps money in paise.

export const SETTINGS_LIMITS = {
  maxZones: 20,
  zoneNameMaxLength: 60,
  legalNameMaxLength: 200,
  addressMaxLength: 500,
  supportEmailMaxLength: 254,
  supportPhoneMaxLength: 20,
} as const;

/** A new shop's support address, before the merchant sets one: the demo's (.test never delivers). */
export const DEFAULT_SUPPORT_EMAIL = 'support@attire.test';

// ---- Store ----

/**
 * A GSTIN as typed: trimmed and put in capitals, then checked part by part and by its check
 * character (gstin.ts), with the reason in words.
 */
export const GstinSchema = z
  .string({ error: SETTINGS_MESSAGES.gstinNotText })
  .trim()
  .toUpperCase()
  .check((ctx) => {
    const problem = gstinProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** Null, or an empty text field, is a store not registered for GST: it charges no GST. */
const OptionalGstinSchema = z
  .string({ error: SETTINGS_MESSAGES.gstinNotText })
  .nullable()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(GstinSchema.nullable());

const InvoicePrefixSchema = z
  .string({ error: SETTINGS_MESSAGES.invoicePrefixRule })
  .trim()
  .regex(/^[A-Za-z0-9]{1,5}$/, { error: SETTINGS_MESSAGES.invoicePrefixRule });

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Must be at most ${max} characters` });

/** Where shoppers write: required once sent (a shop always has one), kept in lower case. */
const SupportEmailSchema = z
  .string({ error: SETTINGS_MESSAGES.supportEmailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: SETTINGS_MESSAGES.supportEmailRequired })
  .max(SETTINGS_LIMITS.supportEmailMaxLength, { error: SETTINGS_MESSAGES.supportEmailInvalid })
  .pipe(z.email({ error: SETTINGS_MESSAGES.supportEmailInvalid }));

// A mobile (10 digits from 6, with +91, 91 or 0 before), a landline with its STD code (0 or +91,
// then 10 digits), or a toll-free or shared-cost 1800/1860 number; spaces, dashes, dots and
// brackets are how people write them and are not counted.
const INDIAN_PHONE = /^(?:(?:\+?91|0)?[6-9]\d{9}|(?:\+91|0)[1-9]\d{9}|18[06]0\d{6,7})$/;

/** The phone as the merchant writes it (shown as written); null or empty: no phone shown. */
const SupportPhoneSchema = z
  .string({ error: SETTINGS_MESSAGES.supportPhoneRule })
  .nullable()
  .transform((value) => value?.trim().replace(/\s+/g, ' ') || null)
  .refine((value) => value === null || INDIAN_PHONE.test(value.replace(/[\s().-]/g, '')), {
    error: SETTINGS_MESSAGES.supportPhoneRule,
  });

/** Where returns go; null or empty: to the store's registered address. */
const ReturnAddressSchema = z
  .string({ error: SETTINGS_MESSAGES.returnAddressNotText })
  .nullable()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || value.length <= SETTINGS_LIMITS.addressMaxLength, {
    error: `Must be at most ${SETTINGS_LIMITS.addressMaxLength} characters`,
  });

/**
 * The store's details as the merchant saves them (PUT /admin/settings/store): the legal name
 * and address its invoices will carry, its state (a GST state code) and GSTIN, and the prefix
 * of its invoice numbers. `gstin` null: not registered, no GST charged. A GSTIN's first two
 * digits must be the store's state code.
 */
export const StoreSettingsSchema = z
  .object({
    legalName: text(SETTINGS_MESSAGES.legalNameRequired, SETTINGS_LIMITS.legalNameMaxLength),
    address: text(SETTINGS_MESSAGES.addressRequired, SETTINGS_LIMITS.addressMaxLength),
    state: StateCodeSchema,
    gstin: OptionalGstinSchema,
    invoicePrefix: InvoicePrefixSchema,
    // How shoppers reach the shop (footer, contact page, every e-mail) and where returns go.
    // Optional, so that a row saved before they existed still reads: the defaults apply.
    supportEmail: SupportEmailSchema.optional(),
    supportPhone: SupportPhoneSchema.optional(),
    returnAddress: ReturnAddressSchema.optional(),
  })
  .superRefine((store, ctx) => {
    if (store.gstin !== null && !store.gstin.startsWith(store.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: gstinStateMismatchMessage(store.gstin.slice(0, 2), store.state),
      });
    }
  });
export type StoreSettings = z.output<typeof StoreSettingsSchema>;
export type StoreSettingsInput = z.input<typeof StoreSettingsSchema>;

/**
 * The store's details as GET and PUT answer them: the saved ones, or, before the merchant has
 * saved any, the unset store (DEFAULT_STORE_SETTINGS: no legal name, address or state, no
 * GSTIN, prefix INV). So `state` may be null here, and the names empty, but never once saved.
 * The contact fields always have a value: the saved one or its default (support e-mail
 * DEFAULT_SUPPORT_EMAIL, no phone, returns to the registered address).
 */
export const StoreSettingsViewSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  state: StateCodeSchema.nullable(),
  gstin: z.string().nullable(),
  invoicePrefix: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  /** null: returns go to `address`. */
  returnAddress: z.string().nullable(),
});
export type StoreSettingsView = z.output<typeof StoreSettingsViewSchema>;

/** A new shop, the seeded demo included: no GSTIN, so no GST, until the merchant sets one. */
export const DEFAULT_STORE_SETTINGS: StoreSettingsView = {
  legalName: '',
  address: '',
  state: null,
  gstin: null,
  invoicePrefix: 'INV',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  supportPhone: null,
  returnAddress: null,
};

/** Saved settings as read: a contact field never saved (an older row) takes its default. */
export function withStoreDefaults(store: StoreSettings): StoreSettingsView {
  return {
    ...store,
    supportEmail: store.supportEmail ?? DEFAULT_STORE_SETTINGS.supportEmail,
    supportPhone: store.supportPhone ?? null,
    returnAddress: store.returnAddress ?? null,
  };
}

/** Where the items of a return go: the return address, else the registered one; null: neither. */
export function returnAddressOf(store: Pick<StoreSettingsView, 'address' | 'returnAddress'>) {
  return store.returnAddress ?? (store.address.trim() || null);
}

export const StoreSettingsReplySchema = successReply({ store: StoreSettingsViewSchema });

// ---- Shipping ----

const ZoneStateSchema = z.enum(STATE_CODES, {
  error: (issue) => unknownStateMessage(issue.input),
});

/**
 * A zone: the states it covers, its rate, and its own free-delivery threshold (measured on the
 * subtotal after the discount; null: never free in this zone), which replaces the shop's.
 */
export const ShippingZoneSchema = z.object({
  name: z
    .string({ error: SETTINGS_MESSAGES.zoneNameRequired })
    .trim()
    .min(1, { error: SETTINGS_MESSAGES.zoneNameRequired })
    .max(SETTINGS_LIMITS.zoneNameMaxLength, {
      error: SETTINGS_MESSAGES.zoneNameMax(SETTINGS_LIMITS.zoneNameMaxLength),
    }),
  states: z
    .array(ZoneStateSchema, { error: SETTINGS_MESSAGES.zoneStatesRequired })
    .min(1, { error: SETTINGS_MESSAGES.zoneStatesRequired })
    .max(STATE_CODES.length, { error: SETTINGS_MESSAGES.zoneStatesRequired }),
  rate: RupeesSchema,
  freeFrom: RupeesSchema.nullable(),
});
export type ShippingZone = z.output<typeof ShippingZoneSchema>;

/**
 * What delivery costs (PUT /admin/settings/shipping), in rupees: the flat rate and its
 * free-delivery threshold (null: never free) for every state no zone lists, and up to 20 zones
 * by state. A delivery's state picks the first zone that lists it; a state may be in one zone
 * only, and zone names are unique, so that the merchant's list says what it does.
 */
export const ShippingSettingsSchema = z
  .object({
    flatRate: RupeesSchema,
    freeFrom: RupeesSchema.nullable(),
    zones: z
      .array(ShippingZoneSchema, { error: 'Zones must be a list' })
      .max(SETTINGS_LIMITS.maxZones, {
        error: SETTINGS_MESSAGES.tooManyZones(SETTINGS_LIMITS.maxZones),
      }),
  })
  .superRefine((shipping, ctx) => {
    const zoneOfState = new Map<string, string>();
    const names = new Set<string>();
    for (const [index, zone] of shipping.zones.entries()) {
      const name = zone.name.toLowerCase();
      if (names.has(name)) {
        const message = duplicateZoneNameMessage(zone.name);
        ctx.addIssue({ code: 'custom', path: ['zones', index, 'name'], message });
      }
      names.add(name);
      for (const state of zone.states) {
        const earlier = zoneOfState.get(state);
        if (earlier === undefined) zoneOfState.set(state, zone.name);
        else {
          const message = stateInTwoZonesMessage(state, earlier, zone.name);
          ctx.addIssue({ code: 'custom', path: ['zones', index, 'states'], message });
        }
      }
    }
  });
export type ShippingSettings = z.output<typeof ShippingSettingsSchema>;
export type ShippingSettingsInput = z.input<typeof ShippingSettingsSchema>;

/** The shipping settings as GET and PUT answer them: the saved ones, or the defaults. */
export const ShippingSettingsViewSchema = z.object({
  flatRate: z.number(),
  freeFrom: z.number().nullable(),
  zones: z.array(
    z.object({
      name: z.string(),
      states: z.array(StateCodeSchema),
      rate: z.number(),
      freeFrom: z.number().nullable(),
    }),
  ),
});
export type ShippingSettingsView = z.output<typeof ShippingSettingsViewSchema>;

/** A new shop, the seeded demo included, charges no shipping until the merchant sets rates. */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettingsView = {
  flatRate: 0,
  freeFrom: null,
  zones: [],
};

export const ShippingSettingsReplySchema = successReply({ shipping: ShippingSettingsViewSchema });
