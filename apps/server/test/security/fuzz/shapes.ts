import { label, nodesOf, parentOf, type Node } from './body-mutations.js';
import { render, validDraft, type FuzzRequest } from './cases.js';
import type { Operation } from './openapi.js';
import { RawJson } from './odd-values.js';
import type { Random } from './random.js';
import { safeEncode, type Draft } from './request-mutations.js';
import type { World } from './world.js';

// 40 KB of arrays, as in issue 21, and objects nested the same way.
const ARRAYS_DEEP = new RawJson(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
const OBJECTS_DEEP = new RawJson(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
// Half of a surrogate pair on its own: a high half, a low half, a pair written the wrong way round.
const LONE_SURROGATES = ['\ud800', '\udfff', '\udc00\ud800'];

/**
 * The shapes every operation is sent whatever the random cases draw: bodies nested far deeper
 * than any call's own (one overflowed the stack, a 502) and lone surrogates in each text it
 * takes (one reached a JSON column, a 500). Each starts from a complete request by a caller the
 * operation lets in, so that it gets as far into the server as a request can.
 */
export function shapeCases(operation: Operation, world: World, random: Random): FuzzRequest[] {
  const [, shopper, admin] = world.callers;
  const caller = (operation.adminOnly ? admin : shopper)!;
  const base = validDraft(operation, {
    random,
    world,
    caller,
    operation,
    notes: [],
    index: 0,
    complete: true,
  });
  const shape = (change: (draft: Draft) => string) => {
    const draft = copyOf(base.draft);
    return render(operation, caller, draft, [change(draft)]);
  };
  return [...deepNesting(operation, base.draft, shape), ...loneSurrogates(operation, base, shape)];
}

type Shape = (change: (draft: Draft) => string) => FuzzRequest;

function deepNesting(operation: Operation, base: Draft, shape: Shape): FuzzRequest[] {
  // A GET has no body to nest; its query takes the brackets instead.
  if (operation.method === 'GET') {
    return [shape((draft) => addQuery(draft, 'deep', safeEncode('['.repeat(2_000))))];
  }
  const cases = [
    shape((draft) => {
      // In place of a form too, sent as JSON: the parser meets it before the route does.
      draft.raw = undefined;
      draft.json = ARRAYS_DEEP;
      return 'body nested 20,000 arrays deep';
    }),
  ];
  if (!isObject(base.json)) return cases;
  cases.push(
    shape((draft) => {
      (draft.json as Record<string, unknown>).deep = ARRAYS_DEEP;
      return 'extra body.deep nested 20,000 arrays deep';
    }),
  );
  for (const [index, key] of Object.keys(base.json).entries()) {
    const deep = index % 2 ? ARRAYS_DEEP : OBJECTS_DEEP;
    cases.push(
      shape((draft) => {
        (draft.json as Record<string, unknown>)[key] = deep;
        return `body.${key} nested ${deep === ARRAYS_DEEP ? '20,000 arrays' : '5,000 objects'} deep`;
      }),
    );
  }
  return cases;
}

function loneSurrogates(
  operation: Operation,
  base: { draft: Draft; queryNames: string[] },
  shape: Shape,
): FuzzRequest[] {
  let turn = 0;
  const lone = () => LONE_SURROGATES[turn++ % LONE_SURROGATES.length]!;
  const schema = operation.jsonBody ?? {};
  const texts = nodesOf(base.draft.json, schema).filter((node) => isText(base.draft, node));
  const cases: FuzzRequest[] = [];
  for (const node of texts) {
    cases.push(shape((draft) => tail(draft, node, lone())));
  }
  if (isObject(base.draft.json)) {
    cases.push(
      shape((draft) => {
        const key = `note${lone()}`;
        (draft.json as Record<string, unknown>)[key] = 'x';
        return `extra body key ${JSON.stringify(key)}`;
      }),
    );
  }
  for (const name of Object.keys(base.draft.params)) {
    cases.push(shape((draft) => setParam(draft, name, lone())));
  }
  for (const name of base.queryNames) {
    cases.push(shape((draft) => addQuery(draft, name, safeEncode(`x${lone()}`))));
  }
  cases.push(...everyTextAtOnce(base.draft, texts, schema, shape, lone));
  return cases;
}

/**
 * Every free text of the body given a lone surrogate at once, once for each value of the body's
 * first choice (an order's status, say): some values get the text stored, others refuse first.
 */
function everyTextAtOnce(
  base: Draft,
  texts: Node[],
  schema: NonNullable<Operation['jsonBody']>,
  shape: Shape,
  lone: () => string,
): FuzzRequest[] {
  const free = texts.filter((node) => !node.schema.enum && !isId(node));
  if (free.length === 0) return [];
  const choice = nodesOf(base.json, schema).find((node) => node.schema.enum?.length);
  const values = choice?.schema.enum ?? [undefined];
  return values.map((value) =>
    shape((draft) => {
      if (choice) parentOf(draft.json, choice.path)[choice.path.at(-1)!] = value;
      for (const node of free) tail(draft, node, lone());
      const chosen = choice ? ` with ${label(choice.path)} = ${JSON.stringify(value)}` : '';
      return `every text ends in a lone surrogate${chosen}`;
    }),
  );
}

function tail(draft: Draft, node: Node, lone: string): string {
  const parent = parentOf(draft.json, node.path);
  const key = node.path.at(-1)!;
  parent[key] = `${String(parent[key])}${lone}`;
  return `${label(node.path)} ends in ${JSON.stringify(lone)}`;
}

function setParam(draft: Draft, name: string, lone: string): string {
  draft.params[name] = `${draft.params[name]}${safeEncode(lone)}`;
  return `path ${name} ends in ${JSON.stringify(lone)}`;
}

function addQuery(draft: Draft, name: string, encoded: string): string {
  draft.query = draft.query.filter(([key]) => key !== name);
  draft.query.push([name, encoded]);
  return `query ${name} = ${encoded.slice(0, 40)}…`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (draft: Draft, node: Node) =>
  typeof parentOf(draft.json, node.path)[node.path.at(-1)!] === 'string';

const isId = (node: Node) =>
  node.schema.format === 'uuid' || /^id$|Id$/.test(String(node.path.at(-1)));

/** A draft to change without changing `draft` (a form to upload is shared: nothing changes it). */
function copyOf(draft: Draft): Draft {
  return {
    params: { ...draft.params },
    query: draft.query.map(([key, value]) => [key, value]),
    headers: { ...draft.headers },
    ...(draft.json !== undefined && { json: structuredClone(draft.json) }),
    ...(draft.raw && { raw: { ...draft.raw } }),
  };
}
