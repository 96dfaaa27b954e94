import type { z } from 'zod';
import { parseInput, refuse } from './errors.js';
import {
  CreateOrderSchema,
  PurchaseUnitSchema,
  type CreateOrder,
  type PatchRequest,
} from './schemas.js';

// PATCH /v2/checkout/orders/{id}: JSON Patch on the paths PayPal's Orders v2 reference lists as
// patchable, with the operations it allows on each. Paths PayPal allows but whose fields the
// sandbox does not keep (shipping, soft descriptor, payee...) are accepted and change nothing.

interface Patchable {
  ops: readonly string[];
  /** The value's schema, for the fields the sandbox keeps. */
  schema?: z.ZodType;
}

const ANY = ['add', 'replace', 'remove'];
const unit = PurchaseUnitSchema.shape;

const UNIT_FIELDS: Record<string, Patchable> = {
  custom_id: { ops: ANY, schema: unit.custom_id.unwrap() },
  description: { ops: ANY, schema: unit.description.unwrap() },
  invoice_id: { ops: ANY, schema: unit.invoice_id.unwrap() },
  amount: { ops: ['replace'], schema: unit.amount },
  items: { ops: ANY, schema: unit.items.unwrap() },
  soft_descriptor: { ops: ['replace', 'remove'] },
  'payee/email': { ops: ['replace'] },
  'shipping/name': { ops: ['replace', 'add'] },
  'shipping/address': { ops: ['replace', 'add'] },
  'shipping/type': { ops: ['replace', 'add'] },
  payment_instruction: { ops: ['replace'] },
  'payment_instruction/disbursement_mode': { ops: ['replace'] },
  'payment_instruction/platform_fees': { ops: ANY },
  'supplementary_data/airline': { ops: ANY },
  'supplementary_data/card': { ops: ANY },
};

const ORDER_FIELDS: Record<string, Patchable> = {
  intent: { ops: ['replace'], schema: CreateOrderSchema.shape.intent },
  payer: { ops: ['replace', 'add'] },
  purchase_units: { ops: ['replace', 'add'], schema: CreateOrderSchema.shape.purchase_units },
  'application_context/client_configuration': { ops: ['replace', 'add'] },
};

const UNIT_PATH = /^\/purchase_units\/@reference_id=='([^']{1,256})'\/(.+)$/;

/** The order's request with the operations applied, or PayPal's refusal of the first bad one. */
export function applyPatch(order: CreateOrder, operations: PatchRequest): CreateOrder {
  const patched = structuredClone(order);
  for (const operation of operations) applyOne(patched, operation);
  return patched;
}

function applyOne(order: CreateOrder, { op, path, value }: PatchRequest[number]) {
  if (path === undefined) throw refuse('PATCH_PATH_REQUIRED');
  if (!path.startsWith('/')) throw refuse('INVALID_JSON_POINTER_FORMAT', path);
  const unitMatch = UNIT_PATH.exec(path);
  const [target, field, patchable] = unitMatch
    ? [findUnit(order, unitMatch[1]!, path), unitMatch[2]!, UNIT_FIELDS[unitMatch[2]!]]
    : [order, path.slice(1), ORDER_FIELDS[path.slice(1)]];
  if (!patchable) throw refuse('NOT_PATCHABLE', path);
  if (!patchable.ops.includes(op)) throw refuse('INVALID_PATCH_OPERATION', path, op);
  if (op !== 'remove' && value === undefined) throw refuse('PATCH_VALUE_REQUIRED', path);
  if (!patchable.schema) return;

  const fields = target as Record<string, unknown>;
  const present = fields[field] !== undefined;
  if ((op === 'add' && present) || (op !== 'add' && !present)) {
    throw refuse('INVALID_PATCH_OPERATION', path, op);
  }
  if (op === 'remove') delete fields[field];
  else fields[field] = parseInput(patchable.schema, value);
}

function findUnit(order: CreateOrder, reference: string, path: string) {
  const found = order.purchase_units.find((unit) => (unit.reference_id ?? 'default') === reference);
  if (!found) throw refuse('REFERENCE_ID_NOT_FOUND', path, reference);
  return found;
}
