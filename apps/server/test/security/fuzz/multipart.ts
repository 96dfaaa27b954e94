import type { Random } from './random.js';
import type { Draft } from './request-mutations.js';

/** A 1x1 PNG: the smallest real image the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

/**
 * The document does not describe the upload's form (it has no schema for multipart bodies),
 * so the field name is the one the API contract's message names.
 */
const FIELD = 'myFile';
const BOUNDARY = 'fuzzboundary';
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${FIELD}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

type Part = [name: string, value: Uint8Array | string, filename?: string, type?: string];

const form = (...parts: Part[]): Draft['raw'] => {
  const data = new FormData();
  for (const [name, value, filename, type = 'image/png'] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([value], { type }), filename);
  }
  return { body: data };
};

/** A hand-written multipart body, for what FormData would never produce. */
const raw = (text: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => ({
  body: text,
  contentType,
});

/**
 * Uploads gone wrong in the ways a browser, a script or an attacker might send them; the ones
 * that broke uploads before come first, so that the sweep of a short run sends them too.
 */
const UPLOAD_ODDITIES: [string, () => Draft['raw']][] = [
  ['empty file', () => form([FIELD, new Uint8Array(0), 'empty.png'])],
  ['no boundary', () => raw(`${PART_HEAD}x\r\n--${BOUNDARY}--\r\n`, 'multipart/form-data')],
  ['no closing boundary', () => raw(`${PART_HEAD}${PNG.toString('latin1')}`)],
  ['wrong boundary', () => raw(`--other\r\n\r\nx\r\n--other--\r\n`)],
  ['text posing as a PNG', () => form([FIELD, Buffer.from('not an image'), 'a.png'])],
  ['truncated PNG', () => form([FIELD, PNG.subarray(0, 30), 'cut.png'])],
  ['file in another field', () => form(['file', PNG, 'tiny.png'])],
  ['field as text', () => form([FIELD, 'just text'])],
  ['two files', () => form([FIELD, PNG, 'a.png'], [FIELD, PNG, 'b.png'])],
  ['text field first', () => form(['note', 'x'], [FIELD, PNG, 'a.png'])],
  ['traversal filename', () => form([FIELD, PNG, '../../../etc/passwd'])],
  ['NUL in filename', () => form([FIELD, PNG, 'a\u0000.png'])],
  ['long filename', () => form([FIELD, PNG, `${'n'.repeat(5_000)}.png`])],
  ['SVG', () => form([FIELD, SVG, 'a.svg', 'image/svg+xml'])],
  ['empty multipart', () => raw('')],
  ['only the closing boundary', () => raw(`--${BOUNDARY}--\r\n`)],
];

/** How many ways oddUpload knows; the first cases of an upload try each once, in order. */
export const UPLOAD_ODDITY_COUNT = UPLOAD_ODDITIES.length;

/** The valid upload: a small PNG in the expected field. */
export function validUpload(draft: Draft): void {
  draft.raw = form([FIELD, PNG, 'tiny.png']);
}

/** The `index`th odd upload, or a random one. */
export function oddUpload(draft: Draft, random: Random, index?: number): string {
  const [note, build] =
    index !== undefined && index < UPLOAD_ODDITY_COUNT
      ? UPLOAD_ODDITIES[index]!
      : random.pick(UPLOAD_ODDITIES);
  draft.raw = build();
  return `upload: ${note}`;
}
