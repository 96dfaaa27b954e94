import { describeValue, label, nodesOf, parentOf } from './body-mutations.js';
import type { JsonSchema, Operation } from './openapi.js';
import { UPLOAD_ODDITY_COUNT } from './multipart.js';
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

/** Whether the `index`th case of the operation is one of its sweep's. */
export const isSweep = (operation: Operation, index: number) =>
  index < (operation.multipart ? UPLOAD_ODDITY_COUNT : ODD_FAMILIES.length);

/**
 * The first cases of every operation: one per family of odd values, each put into one field
 * that it fits (a body field, a query or a path parameter), so that even a short run sends
 * every kind of trouble to every operation that has somewhere to put it (an upload gets each of
 * its odd forms instead, see oddUpload). Returns the note, or undefined when the operation has
 * no field for the family.
 */
export function sweepFamily(
  index: number,
  operation: Operation,
  draft: Draft,
  random: Random,
): string | undefined {
  const family = ODD_FAMILIES[index];
  if (!family) return undefined;
  const value = random.pick(family.values);
  const fields = nodesOf(draft.json, operation.jsonBody ?? {}).filter((node) =>
    fits(node.schema, family),
  );
  const parameters = operation.parameters.filter(
    (parameter) => parameter.in !== 'header' && fits(parameter.schema, family),
  );
  if (!fields.length && !parameters.length) return undefined;
  const choice = random.int(0, fields.length + parameters.length - 1);
  const field = fields[choice];
  if (field) {
    parentOf(draft.json, field.path)[field.path.at(-1)!] = value;
    return `${family.name}: ${label(field.path)} = ${describeValue(value)}`;
  }
  const parameter = parameters[choice - fields.length]!;
  const encoded = safeEncode(String(value));
  if (parameter.in === 'path') draft.params[parameter.name] = encoded;
  else
    draft.query = [
      ...draft.query.filter(([key]) => key !== parameter.name),
      [parameter.name, encoded],
    ];
  return `${family.name}: ${parameter.in} ${parameter.name} = ${describeValue(value)}`;
}
