import {
  BAD_JSON_TEXTS,
  BAD_UUIDS,
  oddNumber,
  ODD_SEGMENTS,
  oddString,
  toJsonText,
} from './odd-values.js';
import type { Random } from './random.js';
import type { Caller, World } from './world.js';

export type Body = string | FormData | Uint8Array;

/** A request being put together: still changeable, not yet rendered. */
export interface Draft {
  /** Path parameters, already URL-encoded (or deliberately malformed). */
  params: Record<string, string>;
  /** Query pairs, already URL-encoded. */
  query: [string, string][];
  /** The JSON body, or undefined for none; `raw` replaces it when set. */
  json?: unknown;
  raw?: { body?: Body; contentType?: string };
  headers: Record<string, string>;
}

/**
 * URL-encoded, at most 2,000 characters before encoding: a URL past Node's 16 KB header limit is
 * refused by Node itself (431), before the app sees it. Lone surrogates have no UTF-8 encoding
 * (encodeURIComponent throws), so they go as the UTF-8 bytes of one, which is not valid UTF-8.
 */
export function safeEncode(text: string): string {
  const head = text.slice(0, 2_000);
  try {
    return encodeURIComponent(head);
  } catch {
    return head
      .split(/([\ud800-\udfff])/)
      .map((part, index) => (index % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

export function oddPathParameter(draft: Draft, random: Random, world: World): string {
  const name = random.pick(Object.keys(draft.params));
  const all = Object.values(world.ids).flat();
  const value = random.weighted([
    [random.pick(ODD_SEGMENTS), 3],
    [safeEncode(oddString(random)), 3],
    [safeEncode(random.pick(BAD_UUIDS)), 3],
    [random.pick(all), 1],
  ]);
  draft.params[name] = value;
  return `path ${name} = ${value.length > 60 ? `${value.slice(0, 60)}…(${value.length} chars)` : value}`;
}

export function oddQuery(draft: Draft, random: Random, names: string[]): string {
  const name = random.pick(names);
  const odd = random.weighted([
    [[name, safeEncode(String(oddNumber(random)))] as [string, string], 3],
    [[name, safeEncode(oddString(random))] as [string, string], 3],
    [[name, ''] as [string, string], 1],
    [[`${name}[]`, '1'] as [string, string], 1],
    [[`${name}[a]`, '1'] as [string, string], 1],
    [['__proto__[role]', 'admin'] as [string, string], 1],
    [['%zz', '%'] as [string, string], 1],
  ]);
  const duplicate = random.chance(0.3);
  if (!duplicate) draft.query = draft.query.filter(([key]) => key !== name);
  draft.query.push(odd);
  return `query ${duplicate ? 'also ' : ''}${odd[0]}=${odd[1].slice(0, 60)}`;
}

export function badJson(draft: Draft, random: Random): string {
  const text = random.pick(BAD_JSON_TEXTS);
  draft.raw = { body: text, contentType: 'application/json' };
  return `JSON text ${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? `…(${text.length} chars)` : ''}`;
}

export function wrongContentType(draft: Draft, random: Random): string {
  const json = draft.json ?? {};
  const text = toJsonText(json);
  const fields = Object.entries(json as object).map(([key, value]): [string, string] => [
    key,
    String(value),
  ]);
  const choice = random.pick([
    { contentType: 'text/plain', body: text },
    {
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(fields).toString(),
    },
    { body: formOf(fields) },
    { contentType: 'application/json', body: '' },
    { contentType: 'application/json; charset=utf-16', body: text },
    { contentType: 'APPLICATION/JSON', body: text },
    { contentType: 'application/xml', body: '<a>1</a>' },
    { contentType: 'application/json', body: `{"pad":"${'x'.repeat(1_100_000)}"}` },
    { body: new TextEncoder().encode(text) },
  ]);
  draft.raw = choice;
  const size = typeof choice.body === 'string' ? `, ${choice.body.length} chars` : '';
  const kind = choice.body instanceof FormData ? 'multipart form without a file' : 'body';
  return `content-type ${choice.contentType ?? '(none)'} (${kind}${size})`;
}

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return form;
}

/** Tokens that are missing, forged, tampered with or sent where a cookie needs a header. */
export function oddAuth(draft: Draft, random: Random, caller: Caller): string {
  const token = caller.token ?? 'no-token';
  const forged = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: caller.userId ?? 'x', role: 'admin' })}.`;
  delete draft.headers.authorization;
  const choice = random.pick<[string, Record<string, string>]>([
    ['no token', {}],
    ['bare Bearer', { authorization: 'Bearer' }],
    ['garbage bearer', { authorization: 'Bearer not.a.jwt' }],
    ['Basic auth', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['tampered token', { authorization: `Bearer ${token.slice(0, -2)}xx` }],
    ['alg none token', { authorization: `Bearer ${forged}` }],
    ['8k-char token', { authorization: `Bearer ${'a'.repeat(8_000)}` }],
    ['cookie without X-Requested-With', { cookie: `token=${token}` }],
    [
      'cookie with X-Requested-With',
      { cookie: `token=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    ],
    ['malformed cookie', { cookie: 'token=%zz; token=; =;;' }],
  ]);
  Object.assign(draft.headers, choice[1]);
  return `auth: ${choice[0]}`;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
