import { mutateBody } from './body-mutations.js';
import { oddUpload, validUpload } from './multipart.js';
import type { Operation } from './openapi.js';
import { toJsonText } from './odd-values.js';
import type { Random } from './random.js';
import {
  badJson,
  oddAuth,
  oddPathParameter,
  oddQuery,
  wrongContentType,
  type Body,
  type Draft,
} from './request-mutations.js';
import { sweep, sweepStep } from './sweep.js';
import { validValue, type ValueContext } from './valid-values.js';
import type { Caller, World } from './world.js';

/** One request, ready to send, with what was done to it for the report. */
export interface FuzzRequest {
  caller: Caller['name'];
  method: Operation['method'];
  /** Path and query, starting with /api. */
  url: string;
  headers: Record<string, string>;
  body?: Body;
  /** What is odd about the request; empty for a valid-looking one. */
  notes: string[];
}

type MutationKind = 'path' | 'query' | 'body' | 'bad json' | 'content type' | 'auth' | 'upload';

/**
 * The `index`th request for `operation`: built valid from the document's schemas, then given
 * the sweep's next odd value (every other case, see sweep.ts) or else (mostly) one or two
 * things wrong at random, at any layer from the path to the token.
 */
export function makeCase(
  operation: Operation,
  world: World,
  random: Random,
  index: number,
): FuzzRequest {
  const [visitor, shopper, admin] = world.callers;
  const step = sweepStep(index);
  // The sweep's cases come from a caller the operation lets in, so that they get past the door.
  const caller =
    step !== undefined
      ? (operation.adminOnly ? admin : shopper)!
      : random.weighted([
          [visitor!, 1],
          [shopper!, 2],
          [admin!, 2],
        ]);
  const notes: string[] = [];
  const context: ValueContext = { random, world, caller, operation, notes, index };
  const { draft, queryNames } = validDraft(operation, context);

  const takesBody = operation.method === 'POST' || operation.method === 'PUT';
  const kinds: [MutationKind, number][] = [
    ['path', Object.keys(draft.params).length ? 3 : 0],
    ['query', queryNames.length ? 3 : 0],
    ['body', operation.jsonBody ? 6 : 0],
    ['bad json', takesBody ? 1.5 : operation.method === 'DELETE' ? 0.3 : 0],
    ['content type', takesBody ? 1.5 : 0],
    ['auth', 1],
    ['upload', operation.multipart ? 6 : 0],
  ];
  const swept = step === undefined ? undefined : sweep(step, operation, draft, random);
  if (swept) notes.push(swept);
  const count = swept
    ? 0
    : random.weighted([
        [0, 2],
        [1, 10],
        [2, 3],
      ]);
  for (let i = 0; i < count; i++) {
    const kind = random.weighted(kinds);
    if (kind === 'path') notes.push(oddPathParameter(draft, random, world));
    if (kind === 'query') notes.push(oddQuery(draft, random, queryNames));
    if (kind === 'bad json') notes.push(badJson(draft, random));
    if (kind === 'content type') notes.push(wrongContentType(draft, random));
    if (kind === 'auth') notes.push(oddAuth(draft, random, caller));
    if (kind === 'upload') notes.push(oddUpload(draft, random));
    // A raw body has replaced the JSON one already; changing the JSON would change nothing.
    if (kind === 'body' && !draft.raw) {
      const mutated = mutateBody(draft.json, operation.jsonBody!, random);
      draft.json = mutated.body;
      notes.push(mutated.note);
    }
  }
  return render(operation, caller, draft, notes);
}

/**
 * A request for `operation` that its schemas accept, from the context's caller, with the query
 * parameters it names (some of them left out unless the context asks for a complete one).
 */
export function validDraft(
  operation: Operation,
  context: ValueContext,
): { draft: Draft; queryNames: string[] } {
  const { caller, random } = context;
  // The webhook refuses a post without PayPal's transmission headers before anything else;
  // every other call ignores them.
  const draft: Draft = { params: {}, query: [], headers: { ...PAYPAL_TRANSMISSION_HEADERS } };
  if (caller.token) draft.headers.authorization = `Bearer ${caller.token}`;
  const queryNames: string[] = [];
  for (const parameter of operation.parameters) {
    const value = () => String(validValue(parameter.schema, parameter.name, context));
    if (parameter.in === 'path') draft.params[parameter.name] = encodeURIComponent(value());
    if (parameter.in !== 'query') continue;
    queryNames.push(parameter.name);
    if (parameter.required || context.complete || random.chance(0.6)) {
      draft.query.push([parameter.name, encodeURIComponent(value())]);
    }
  }
  if (operation.jsonBody) draft.json = validValue(operation.jsonBody, 'body', context);
  if (operation.multipart) validUpload(draft);
  return { draft, queryNames };
}

// Any values do: the fuzz app's PayPal (the sandbox it mounts) answers that they do not verify.
const PAYPAL_TRANSMISSION_HEADERS = {
  'paypal-transmission-id': '6f1c2a9e-fuzz-4c8e-9a1f-2b3c4d5e6f70',
  'paypal-transmission-time': '2024-06-07T10:00:00Z',
  'paypal-transmission-sig': Buffer.alloc(32, 7).toString('base64'),
  'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fuzz',
  'paypal-auth-algo': 'SHA256withRSA',
};

export function render(
  operation: Operation,
  caller: Caller,
  draft: Draft,
  notes: string[],
): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => draft.params[name]!);
  const search = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  const headers = { ...draft.headers };
  let body: Body | undefined;
  if (draft.raw) {
    body = draft.raw.body;
    if (draft.raw.contentType) headers['content-type'] = draft.raw.contentType;
  } else if (draft.json !== undefined) {
    body = toJsonText(draft.json);
    headers['content-type'] = 'application/json';
  }
  return {
    caller: caller.name,
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers,
    // fetch refuses a body on GET; a GET's body would be ignored anyway.
    ...(operation.method !== 'GET' && body !== undefined && { body }),
    notes,
  };
}
