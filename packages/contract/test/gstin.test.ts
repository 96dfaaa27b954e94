import { describe, expect, it } from 'vitest';
import {
  GstinSchema,
  gstinCheckCharacter,
  gstinProblem,
  isValidGstin,
  SETTINGS_MESSAGES,
} from '../src/index.js';

// Published samples: GSTN's own example (Maharashtra), also python-stdnum's and the npm stdnum
// package's test data, and stdnum's second sample (Karnataka).
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

// Real-looking PANs (fourth letter C: a company) whose check characters were worked out apart
// from the code under test, by a separate script that runs the factors from the right as
// GSTN's published reference does (and agrees on both published samples).
const COMPUTED = ['29AAACA1234B1ZE', '27AABCT3518Q1ZW', '07AAACR5055K1Z9', '33AAACH7409R1Z8'];

describe('the GSTIN check character (Luhn mod 36, as GSTN publishes it)', () => {
  it.each([...PUBLISHED, ...COMPUTED])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('works out the check character of the published sample step by step', () => {
    // 2 7 A A P F U 0 9 3 9 F 1 Z -> values times 1, 2, 1, 2, ... with base-36 digits added:
    // 2, 14, 10, 20, 25, 30, 30, 0, 9, 6, 9, 30, 1, (35*2 = 70 -> 1 + 34 =) 35; sum 221;
    // 221 mod 36 = 5, so the check value is 36 - 5 = 31, which is V.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses every other last character of a valid GSTIN', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const gstin of PUBLISHED) {
      const wrong = [...alphabet].filter((char) => char !== gstin[14]);
      for (const char of wrong) {
        expect(gstinProblem(gstin.slice(0, 14) + char)).toBe(SETTINGS_MESSAGES.gstinCheckCharacter);
      }
    }
  });

  it('catches a single mistyped character and two swapped neighbours', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0993F1ZV')).toBe(false);
    expect(isValidGstin('29AAGCB7833J1Z4')).toBe(false);
  });

  it('says in words which part of a GSTIN is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters; this one has 14.');
    expect(gstinProblem('')).toBe('A GSTIN has 15 characters; this one has 0.');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(SETTINGS_MESSAGES.gstinStateCode);
    expect(gstinProblem('2XAAPFU0939F1ZV')).toBe(SETTINGS_MESSAGES.gstinStateCode);
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(SETTINGS_MESSAGES.gstinPan);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(SETTINGS_MESSAGES.gstinEntity);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(SETTINGS_MESSAGES.gstinZ);
  });

  it('takes a GSTIN as typed: spaces around it and small letters are fine', () => {
    expect(GstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    const refused = GstinSchema.safeParse('27AAPFU0939F1Z0');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      SETTINGS_MESSAGES.gstinCheckCharacter,
    ]);
  });

  it('has no check character for text that is not 14 characters of 0-9 and A-Z', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeUndefined();
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeUndefined();
    expect(gstinCheckCharacter('27AAPFU0939F1-')).toBeUndefined();
  });
});
