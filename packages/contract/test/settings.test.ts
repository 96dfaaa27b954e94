import { describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES,
  ShippingSettingsSchema,
  StoreSettingsSchema,
  type ShippingSettingsInput,
  type StoreSettingsInput,
} from '../src/index.js';

const store: StoreSettingsInput = {
  legalName: 'Attire Retail Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: '29',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'INV',
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('store settings', () => {
  it("take a GSTIN of the store's own state, or none", () => {
    expect(StoreSettingsSchema.parse(store).gstin).toBe('29AAGCB7383J1Z4');
    expect(StoreSettingsSchema.parse({ ...store, gstin: null }).gstin).toBeNull();
    // An emptied text field is a store that is not registered.
    expect(StoreSettingsSchema.parse({ ...store, gstin: '  ' }).gstin).toBeNull();
  });

  it('refuse a valid GSTIN of another state, naming both states', () => {
    const result = StoreSettingsSchema.safeParse({ ...store, gstin: '27AAPFU0939F1ZV' });
    expect(messagesOf(result)).toEqual([
      [
        'gstin',
        "This GSTIN is registered in Maharashtra (27), but the store's state is Karnataka (29): its first two digits must be the store's state code.",
      ],
    ]);
  });

  it.each(['', 'INVOICE', 'IN-1', 'आईएनवी', ' '])('refuse the invoice prefix "%s"', (prefix) => {
    const result = StoreSettingsSchema.safeParse({ ...store, invoicePrefix: prefix });
    expect(messagesOf(result)).toEqual([['invoicePrefix', SETTINGS_MESSAGES.invoicePrefixRule]]);
  });

  it.each(['A', 'INV', 'AT25', 'b2c99'])('take the invoice prefix "%s"', (prefix) => {
    expect(StoreSettingsSchema.parse({ ...store, invoicePrefix: prefix }).invoicePrefix).toBe(
      prefix,
    );
  });

  it('require a legal name, an address and a state', () => {
    const result = StoreSettingsSchema.safeParse({
      ...store,
      legalName: ' ',
      address: '',
      state: '',
    });
    expect(messagesOf(result)).toEqual([
      ['legalName', 'Legal name is required'],
      ['address', 'Address is required'],
      ['state', 'Choose a state'],
    ]);
  });
});

const zone = (name: string, states: string[]) => ({ name, states, rate: 49, freeFrom: 999 });
const shipping = (zones: ReturnType<typeof zone>[]): ShippingSettingsInput => ({
  flatRate: 79,
  freeFrom: 1499,
  zones: zones as ShippingSettingsInput['zones'],
});

describe('shipping settings', () => {
  it('keep rupees to the paisa and zones in order', () => {
    const parsed = ShippingSettingsSchema.parse(shipping([zone('South', ['29', '33'])]));
    expect(parsed).toEqual({
      flatRate: 79,
      freeFrom: 1499,
      zones: [{ name: 'South', states: ['29', '33'], rate: 49, freeFrom: 999 }],
    });
  });

  it('put a state in one zone only, and give each zone its own name', () => {
    const result = ShippingSettingsSchema.safeParse(
      shipping([zone('South', ['29', '33']), zone('Metro', ['07', '29']), zone('south', ['32'])]),
    );
    expect(messagesOf(result)).toEqual([
      [
        'zones.1.states',
        'Karnataka (29) is in the zones "South" and "Metro": a state may be in one zone only.',
      ],
      ['zones.2.name', 'Two zones are called "south": give each zone its own name.'],
    ]);
  });

  it('refuse negative rates, unknown states, empty zones and more than 20 zones', () => {
    const negative = ShippingSettingsSchema.safeParse({ ...shipping([]), flatRate: -1 });
    expect(messagesOf(negative)).toEqual([['flatRate', 'Must not be negative']]);
    const unknown = ShippingSettingsSchema.safeParse(shipping([zone('North', ['07', '25'])]));
    expect(messagesOf(unknown)).toEqual([
      ['zones.0.states.1', '"25" is not a GST state code (01 Jammu and Kashmir to 38 Ladakh).'],
    ]);
    const empty = ShippingSettingsSchema.safeParse(shipping([zone('Nowhere', [])]));
    expect(messagesOf(empty)).toEqual([['zones.0.states', SETTINGS_MESSAGES.zoneStatesRequired]]);
    const many = Array.from({ length: 21 }, (_, index) => zone(`Zone ${index}`, ['07']));
    const tooMany = ShippingSettingsSchema.safeParse(shipping(many));
    expect(messagesOf(tooMany)?.[0]).toEqual(['zones', 'A shop can have at most 20 zones.']);
  });
});
