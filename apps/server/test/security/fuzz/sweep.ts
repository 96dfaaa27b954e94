import { describeValue, label, nodesOf, parentOf } from './body-mutations.js';
import { UPLOAD_ODDITY_COUNT, oddUpload } from './multipart.js';
import type { JsonSchema, Operation } from './openapi.js';
import { ODD_FAMILIES, type OddFamily } from './odd-values.js';
import type { Random } from './random.js';
import { safeEncode, type Draft } from './request-mutations.js';

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Whether a field of this schema is one the family is meant for. */
function fits(schema: JsonSchema, family: OddFamily): boolean {
  const type = typeOf(schema);
  if (family.type === 'number') return type === 'number' || type === 'integer';
  // An odd string in an id is a 404 at the door; elsewhere it may reach the database.
  return type === 'string' && schema.format !== 'uuid' && !schema.enum;
}

/** Every other case is the sweep's; the ones between are random. */
export const sweepStep = (index: number) => (index % 2 === 0 ? index / 2 : undefined);

/**
 * The sweep: step by step, every family of odd values (see ODD_FAMILIES) in every field it fits
 * (a body field, a query or a path parameter), each value of the family in turn. The first steps
 * take each family once, so that even a short run sends every kind of trouble to every operation
 * that has somewhere to put it; a long one goes on until every value has been in every field.
 * An upload gets each of its odd forms instead. Returns the note, or undefined when the sweep
 * has nothing (left) to put in this operation.
 */
export function sweep(
  step: number,
  operation: Operation,
  draft: Draft,
  random: Random,
): string | undefined {
  if (operation.multipart) {
    return step < UPLOAD_ODDITY_COUNT ? oddUpload(draft, random, step) : undefined;
  }
  const familyIndex = step % ODD_FAMILIES.length;
  const family = ODD_FAMILIES[familyIndex]!;
  const round = Math.floor(step / ODD_FAMILIES.length);
  const nodes = nodesOf(draft.json, operation.jsonBody ?? {});
  const fields = nodes.filter((node) => fits(node.schema, family));
  const parameters = operation.parameters.filter(
    (parameter) => parameter.in !== 'header' && fits(parameter.schema, family),
  );
  const places = fields.length + parameters.length;
  if (round >= places * family.values.length) return undefined;
  // Families start on different fields, so that the first round spreads over all of them.
  const place = (round + familyIndex) % places;
  const value = family.values[Math.floor(round / places)]!;
  const field = fields[place];
  if (field) {
    const parent = parentOf(draft.json, field.path);
    // Optional neighbours can refuse the odd value for their own reasons (a sale price above a
    // tiny price); without them, the odd value is what the server has to deal with.
    for (const node of nodes) {
      const isNeighbour = node.path.length === field.path.length && !node.required;
      if (isNeighbour && parentOf(draft.json, node.path) === parent && node !== field) {
        delete parent[node.path.at(-1)!];
      }
    }
    parent[field.path.at(-1)!] = value;
    return `${family.name}: ${label(field.path)} = ${describeValue(value)}`;
  }
  const parameter = parameters[place - fields.length]!;
  const encoded = safeEncode(String(value));
  if (parameter.in === 'path') draft.params[parameter.name] = encoded;
  else {
    draft.query = draft.query.filter(([key]) => key !== parameter.name);
    draft.query.push([parameter.name, encoded]);
  }
  return `${family.name}: ${parameter.in} ${parameter.name} = ${describeValue(value)}`;
}
