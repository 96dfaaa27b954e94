import type { JsonSchema } from './openapi.js';
import { BAD_UUIDS, oddNumber, oddString, toJsonText, wrongTypes } from './odd-values.js';
import type { Random } from './random.js';

type Path = (string | number)[];

export interface Node {
  path: Path;
  schema: JsonSchema;
  /** Whether the parent object's schema requires this key. */
  required: boolean;
}

/** Every value inside a body, with the schema that describes it. */
export function nodesOf(
  value: unknown,
  schema: JsonSchema,
  path: Path = [],
  required = true,
): Node[] {
  const nodes: Node[] = path.length ? [{ path, schema, required }] : [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nodes.push(...nodesOf(item, schema.items ?? {}, [...path, index], true));
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const property = schema.properties?.[key] ?? {};
      const isRequired = schema.required?.includes(key) ?? false;
      nodes.push(...nodesOf(item, property, [...path, key], isRequired));
    }
  }
  return nodes;
}

export const label = (path: Path) => ['body', ...path].join('.');

export function parentOf(body: unknown, path: Path): Record<string | number, unknown> {
  let parent = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  return parent;
}

/** A value of the same type gone strange, or one of another type altogether. */
export function oddValueFor(schema: JsonSchema, random: Random): unknown {
  if (random.chance(0.35)) return random.pick(wrongTypes(random));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') {
    return random.chance(0.75)
      ? oddNumber(random)
      : random.pick(['12', '1e309', 'NaN', '-Infinity', '0x10', ' 5 ', '1_000']);
  }
  if (schema.format === 'uuid' && random.chance(0.6)) return random.pick(BAD_UUIDS);
  return oddString(random);
}

/**
 * `body` with one thing wrong (changed in place: each case builds its own), and a note of what.
 * Not cloned, as a clone would lose the RawJson numbers an earlier change may have put in.
 */
export function mutateBody(
  body: unknown,
  schema: JsonSchema,
  random: Random,
): { body: unknown; note: string } {
  const copy = body;
  const nodes = nodesOf(copy, schema);
  const requiredNodes = nodes.filter(
    (node) => node.required && typeof node.path.at(-1) === 'string',
  );
  const kind = random.weighted([
    ['odd field', nodes.length ? 6 : 0],
    ['missing field', requiredNodes.length ? 2 : 0],
    ['extra field', 2],
    ['whole body', 1],
  ] as const);

  if (kind === 'odd field') {
    const node = random.pick(nodes);
    const odd = oddValueFor(node.schema, random);
    parentOf(copy, node.path)[node.path.at(-1)!] = odd;
    return { body: copy, note: `${label(node.path)} = ${describeValue(odd)}` };
  }
  if (kind === 'missing field') {
    const node = random.pick(requiredNodes);
    delete parentOf(copy, node.path)[node.path.at(-1)!];
    return { body: copy, note: `without ${label(node.path)}` };
  }
  if (kind === 'extra field' && copy && typeof copy === 'object' && !Array.isArray(copy)) {
    const key = random.pick(['extra', '__proto__', 'constructor', 'role', 'isAdmin', '', 'id']);
    const value = random.chance(0.5) ? oddString(random) : { role: 'admin' };
    // defineProperty, so that "__proto__" becomes a key of the JSON rather than the prototype.
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true });
    return { body: copy, note: `extra body.${key} = ${describeValue(value)}` };
  }
  const whole = random.pick([...wrongTypes(random), 'text', 0, [copy]]);
  return { body: whole, note: `body = ${describeValue(whole)}` };
}

/** A short, printable description of a value for the failure report. */
export function describeValue(value: unknown): string {
  const text = toJsonText(value) || String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}
