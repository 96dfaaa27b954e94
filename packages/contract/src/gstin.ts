import { gstinLengthMessage, SETTINGS_MESSAGES } from './settings-messages.js';
import { stateName } from './states.js';

/**
 * A GSTIN (GST identification number) is 15 characters: the 2-digit state code, the holder's
 * 10-character PAN (5 letters, 4 digits, a letter), the registration's number within that state
 * for the same PAN (1 to 9, then A to Z), the letter Z, and a check character computed from the
 * first 14 with GSTN's variant of the Luhn mod 36 algorithm (see gstinCheckCharacter).
 */
export const GSTIN_LENGTH = 15;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters: each character's value (0-9 are
 * 0-9, A-Z are 10-35) is multiplied by 1 and 2 in turn from the left (so the 14th by 2); a
 * product's base-36 digits are added (its quotient by 36 plus its remainder); the check value
 * is what brings the sum to a multiple of 36. Undefined when a character is not 0-9 or A-Z.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  if (first14.length !== GSTIN_LENGTH - 1) return undefined;
  let sum = 0;
  for (let index = 0; index < first14.length; index++) {
    const value = ALPHABET.indexOf(first14[index]!);
    if (value < 0) return undefined;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/**
 * What is wrong with a GSTIN, in words, part by part; undefined when it is well formed and its
 * check character matches. Expects it trimmed and in capitals (GstinSchema does both). Whether
 * its state is the store's is the store settings' rule, not this one's.
 */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== GSTIN_LENGTH) return gstinLengthMessage(gstin.length);
  const state = gstin.slice(0, 2);
  if (!/^\d{2}$/.test(state) || stateName(state) === undefined) {
    return SETTINGS_MESSAGES.gstinStateCode;
  }
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return SETTINGS_MESSAGES.gstinPan;
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return SETTINGS_MESSAGES.gstinEntity;
  if (gstin[13] !== 'Z') return SETTINGS_MESSAGES.gstinZ;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return SETTINGS_MESSAGES.gstinCheckCharacter;
  }
  return undefined;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === undefined;
