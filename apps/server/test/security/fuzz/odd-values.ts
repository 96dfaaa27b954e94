import type { Random } from './random.js';

/** A JSON token written as is, for numbers JSON.stringify cannot write (1e309, -0, 1E400). */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const RAW_MARK = '\u0001raw:';

/** JSON.stringify, except that RawJson values go out as their raw text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `${RAW_MARK}${raws.length - 1}`;
  });
  return (text ?? '').replace(/"\\u0001raw:(\d+)"/g, (_mark, index: string) => raws[+index]!);
}

export const LONG_STRING = 'x'.repeat(100_000);

/** A kind of trouble, with the values that bring it. */
export interface OddFamily {
  name: string;
  /** Which fields it is meant for. */
  type: 'string' | 'number';
  values: readonly unknown[];
}

const raw = (texts: string[]) => texts.map((text) => new RawJson(text));

/**
 * Strings that have broken parsers, databases, LIKE patterns, paths and logs elsewhere, and
 * numbers beyond what JSON.stringify writes or on the edges of money and integer types. Each
 * operation meets every family once (see sweep.ts); random picks go by family first as well,
 * so that a short run still meets every kind of trouble.
 */
export const ODD_FAMILIES: readonly OddFamily[] = [
  { name: 'blank', type: 'string', values: ['', ' ', '   \t\n', '\u00a0'] },
  { name: 'long', type: 'string', values: [LONG_STRING, 'a'.repeat(2049), '9'.repeat(400)] },
  // PostgreSQL text cannot hold a NUL character at all.
  { name: 'NUL', type: 'string', values: ['\u0000', 'abc\u0000def', 'trailing\u0000'] },
  {
    name: 'control',
    type: 'string',
    values: ['\r\nSet-Cookie: x=1', '\u0007\u001b[31m', '\b\f\v'],
  },
  { name: 'surrogates', type: 'string', values: ['\ud800', 'tail \udfff', '\udc00\ud800'] },
  {
    name: 'unicode',
    type: 'string',
    values: [
      '\u202eRTL override',
      '\u200f\u200e\u200b',
      '\ufeffBOM',
      '😀👩‍👩‍👧‍👦🏳️‍🌈',
      'e\u0301\u0301\u0301',
      'ｆｕｌｌｗｉｄｔｈ',
    ],
  },
  {
    name: 'sql',
    type: 'string',
    values: ['%', '_', '\\', "'", '"', "%_\\'", "' OR '1'='1' --", '"; DROP TABLE users; --'],
  },
  {
    name: 'injection',
    type: 'string',
    values: [
      '../../../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '%2e%2e%2f',
      '<script>alert(1)</script>',
      '${7*7}{{7*7}}',
      '__proto__',
    ],
  },
  {
    name: 'lookalikes',
    type: 'string',
    values: ['null', 'undefined', 'NaN', '1e309', '-1', '0x1F', 'UPPER@EXAMPLE.COM', 'a@b'],
  },
  { name: 'tiny fractions', type: 'number', values: raw(['1e-9', '5e-324', '0.001', '0.005']) },
  {
    name: 'out of range',
    type: 'number',
    values: raw(['1e309', '-1e309', '1E400', '1e308', '1e21', '123456789012345678901234567890']),
  },
  { name: 'zero and below', type: 'number', values: raw(['0', '-0', '-1', '-2147483649']) },
  {
    name: 'imprecise',
    type: 'number',
    values: raw(['0.30000000000000004', '999.999', '10000000.01', '9007199254740993', '1.5']),
  },
];

const familiesOf = (type: OddFamily['type']) =>
  ODD_FAMILIES.filter((family) => family.type === type);

export function oddString(random: Random): string {
  return random.pick(random.pick(familiesOf('string')).values) as string;
}

export function oddNumber(random: Random): RawJson {
  return random.pick(random.pick(familiesOf('number')).values) as RawJson;
}

const UUID = '3f2c1a9e-7b4d-4c8e-9a1f-2b3c4d5e6f70';

/** Values that look like UUIDs, or nearly, or not at all. */
export const BAD_UUIDS: readonly string[] = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  UUID.toUpperCase(),
  `{${UUID}}`,
  UUID.replace(/-/g, ''),
  UUID.slice(0, 35),
  `${UUID}0`,
  `${UUID}\u0000`,
  ` ${UUID}`,
  'not-a-uuid',
  '1',
  '-1',
  '0',
  "1' OR '1'='1",
];

/** Values of the wrong JSON type for almost any field. */
export function wrongTypes(random: Random): unknown[] {
  return [
    null,
    true,
    false,
    [],
    {},
    [random.word(4)],
    { $gt: '' },
    [[[[[]]]]],
    Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])),
  ];
}

/** Whole JSON bodies that are not what any endpoint expects, or not JSON at all. */
export const BAD_JSON_TEXTS: readonly string[] = [
  '{',
  '{"a":',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  'nul',
  'undefined',
  'NaN',
  '\u0000',
  '"just a string"',
  '42',
  'null',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `{"a":"${'\\ud800'}"}`,
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
];

/** Odd path segments, already URL-encoded or deliberately malformed encodings. */
export const ODD_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%00',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%E2%80%AE',
  '%252e%252e%252f',
  '..%2f..%2f',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '%09',
  encodeURIComponent('😀'),
  'a'.repeat(1_500),
  '%'.repeat(300),
  ';',
  'x;y=1',
  '*',
];
