// Kept apart from messages.ts, and out of MESSAGES, as order-messages.ts is: the web app's first
// load carries messages.ts (UI_MESSAGES), and these texts are needed only by the back office's
// settings pages and the server's checks of what they send.
import { stateName } from './states.js';

/** The store and shipping settings' texts: the pages' own, and the rules' refusals. */
export const SETTINGS_MESSAGES = {
  storeSaved: 'Store settings saved.',
  shippingSaved: 'Shipping settings saved.',
  storeLoadFailed: 'The store settings could not be loaded.',
  shippingLoadFailed: 'The shipping settings could not be loaded.',
  storeNotSetYet:
    'The store details are not set yet: the shop has no GSTIN, so it charges no GST. Fill them in and save.',
  noGstinHint:
    'Leave the GSTIN empty while the store is not registered for GST: the shop then charges no GST.',
  shippingFreeHint:
    'With a flat rate of ₹0 and no zones, delivery is free everywhere (a new shop charges no shipping).',
  noZones: 'No zones yet: every state pays the flat rate.',
  zonesHint:
    "A delivery to a state listed in a zone pays that zone's rate and threshold; every other state pays the flat rate.",
  saveUnchanged: 'Nothing to save: change a setting first.',
  saving: 'Saving...',
  zonesFull: (max: number) => `A shop can have at most ${max} zones: remove one to add another.`,
  legalNameRequired: 'Legal name is required',
  addressRequired: 'Address is required',
  supportEmailRequired: 'Support e-mail is required: shoppers write to it',
  supportEmailInvalid: 'Enter a valid e-mail address, such as support@attire.in',
  supportPhoneRule:
    'Enter an Indian phone number: a mobile such as 98765 43210, a landline with its STD code such as 080 4123 4567, or a toll-free 1800 number.',
  supportPhoneHint:
    'Shown in the shop footer, on its contact page and in every e-mail. Leave it empty to show no phone.',
  returnAddressNotText: 'The return address must be text, or null for the registered address.',
  returnAddressHint:
    'Where shoppers send the items of an approved return. Leave it empty to use the registered address.',
  invoicePrefixRule: 'The invoice prefix is 1 to 5 letters or digits, such as INV.',
  gstinNotText: 'The GSTIN must be text, or null when the store is not registered.',
  gstinStateCode: 'A GSTIN starts with the 2 digits of a state code, such as 29 for Karnataka.',
  gstinPan:
    'Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits and a letter, such as AAPFU0939F.',
  gstinEntity:
    'Character 13 of a GSTIN is the registration number in the state: 1 to 9 or a letter.',
  gstinZ: 'Character 14 of a GSTIN is always Z.',
  gstinCheckCharacter:
    "The GSTIN's last character (its check character) does not match the other 14: look for a typing mistake.",
  zoneStatesRequired: 'Choose at least one state for this zone',
  zoneNameRequired: 'Zone name is required',
  zoneNameMax: (max: number) => `Zone name must be at most ${max} characters`,
  tooManyZones: (max: number) => `A shop can have at most ${max} zones.`,
} as const;

export function gstinLengthMessage(length: number): string {
  return `A GSTIN has 15 characters; this one has ${length}.`;
}

const named = (code: string) => `${stateName(code) ?? 'an unknown state'} (${code})`;

/** A GSTIN whose state code is not the store's own state. */
export function gstinStateMismatchMessage(gstinState: string, storeState: string): string {
  return `This GSTIN is registered in ${named(gstinState)}, but the store's state is ${named(storeState)}: its first two digits must be the store's state code.`;
}

export function unknownStateMessage(code: unknown): string {
  return typeof code === 'string'
    ? `"${code.slice(0, 20)}" is not a GST state code (01 Jammu and Kashmir to 38 Ladakh).`
    : 'A state is a GST state code as text, such as "29" for Karnataka.';
}

/** The same state twice in a zone, or in two zones (the zones would disagree on its rate). */
export function stateInTwoZonesMessage(code: string, first: string, second: string): string {
  return first === second
    ? `${named(code)} is listed twice in the zone "${first}".`
    : `${named(code)} is in the zones "${first}" and "${second}": a state may be in one zone only.`;
}

export function duplicateZoneNameMessage(name: string): string {
  return `Two zones are called "${name}": give each zone its own name.`;
}
