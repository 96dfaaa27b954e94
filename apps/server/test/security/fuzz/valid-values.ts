import type { JsonSchema, Operation } from './openapi.js';
import type { Random } from './random.js';
import type { Caller, IdKind, World } from './world.js';

/** What a value is generated for: who calls which operation, and what exists to point at. */
export interface ValueContext {
  random: Random;
  world: World;
  caller: Caller;
  operation: Operation;
  /** Where a valid-looking value that is odd inside (a signed token's claims) says so. */
  notes: string[];
  /** Which case of the operation this is. */
  index: number;
  /**
   * A request as complete as it comes: every optional field and query parameter, and ids of
   * records that exist (the caller's own user), so that it gets as far into the server as it can.
   */
  complete?: boolean;
}

/** Fields whose schema says only "string" but whose handlers want a particular shape. */
const STRING_HINTS: Record<string, (context: ValueContext) => string> = {
  email: ({ random, caller, world }) =>
    random.chance(0.5)
      ? (caller.email ?? world.stranger.email!)
      : `fuzz-${random.word(8)}@example.com`,
  password: ({ world }) => world.password,
  password_confirmation: ({ world }) => world.password,
  name: ({ random }) => random.pick(['Asha Rao', 'Zoë', 'Ravi Kumar']),
  userName: ({ random }) => random.pick(['Asha Rao', 'Zoë']),
  pincode: ({ random }) => random.pick(['560001', '411001']),
  phone: ({ random }) => random.pick(['9876543210', '+91 98765 43210']),
  image: ({ random }) => random.pick(['/uploads/sample.webp', 'https://cdn.example.com/a.png']),
  sliderImage: () => '/uploads/banner.webp',
  profileImage: () => 'https://cdn.example.com/me.png',
  keyword: ({ random }) => random.pick(['tee', 'cotton', 'nike', 'sh']),
  // In turn rather than at random, so that a short run signs in with every odd set of claims.
  idToken: ({ random, world, notes, index }) => {
    const signed = world.googleIdTokens[index % (world.googleIdTokens.length + 1)];
    if (!signed) return random.word(40);
    if (signed.note) notes.push(signed.note);
    return signed.token;
  },
  // The webhook asks PayPal about the events it acts on and only acknowledges the rest; a
  // complete request names one it acts on, so that it goes as far as PayPal.
  event_type: ({ random, complete }) =>
    complete
      ? 'CHECKOUT.ORDER.APPROVED'
      : random.pick(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED', random.word(12)]),
  category: ({ random }) => random.pick(['men', 'men,women', 'kids']),
  brand: ({ random }) => random.pick(['nike', 'nike,puma']),
  // A promotion's times: ISO with a zone, the end after the start, so that some are added.
  startsAt: ({ random }) => random.pick(['2025-04-01T00:00:00Z', '2025-04-01T09:30:00+05:30']),
  endsAt: ({ random }) => random.pick(['2026-04-01T00:00:00Z', '2025-03-01T00:00:00Z']),
};

/** A value that the schema accepts and that points at real records where it names one. */
export function validValue(schema: JsonSchema, field: string, context: ValueContext): unknown {
  const { random } = context;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const usable = branches.filter((branch) => branch.type !== 'null');
    return validValue(random.pick(usable.length ? usable : branches), field, context);
  }
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), field, context);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);

  const type = Array.isArray(schema.type)
    ? (schema.type.find((candidate) => candidate !== 'null') ?? 'string')
    : (schema.type ?? (schema.properties ? 'object' : 'string'));
  const min = schema.minimum ?? 0;
  switch (type) {
    case 'integer':
      if (random.chance(0.2)) return random.pick([min, schema.maximum ?? min]);
      return random.int(min, Math.min(schema.maximum ?? min + 9, min + 9));
    case 'number':
      // The edges of the range, and fractions finer than money has, are valid too.
      if (random.chance(0.25)) return random.pick([min, schema.maximum ?? min, min + 0.001]);
      return random.int(min * 100, Math.min(schema.maximum ?? 5000, 5000) * 100) / 100;
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = random.int(
        Math.max(schema.minItems ?? 0, 1),
        Math.min(schema.maxItems ?? 3, 3),
      );
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, field, context));
    }
    case 'object':
      return validObject(schema, context);
    default:
      return validString(schema, field, context);
  }
}

function validObject(schema: JsonSchema, context: ValueContext): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(key) || context.complete || context.random.chance(0.5)) {
      object[key] = validValue(property, key, context);
    }
  }
  // Checkout refuses a total that is not the catalogue's (409) before anything else happens;
  // a matching total lets valid-looking orders reach the order and PayPal code.
  if (Array.isArray(object.orderItems) && typeof object.totalAmount === 'number') {
    const quantities = object.orderItems.map((item: { quantity?: unknown }) => item.quantity);
    const units = quantities.reduce<number>((sum, quantity) => sum + Number(quantity), 0);
    object.totalAmount = units * context.world.productPrice;
  }
  return object;
}

function validString(schema: JsonSchema, field: string, context: ValueContext): string {
  if (schema.format === 'uuid' || /^id$|Id$/.test(field)) return idFor(field, context);
  const hint = STRING_HINTS[field];
  if (hint) return hint(context);
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? min + 12, min + 12);
  return context.random.word(context.random.int(min, max));
}

/** Which records an id field names, from its name or (for a bare `id`) the path it is in. */
function idKind(field: string, path: string): IdKind | undefined {
  if (field === 'userId') return 'user';
  if (field === 'productId') return 'product';
  if (field === 'variantId') return 'variant';
  if (field === 'addressId') return 'address';
  if (field === 'orderId') return 'order';
  if (/\/products\//.test(path)) return 'product';
  if (/\/order\//.test(path)) return 'order';
  if (/\/features\//.test(path)) return 'slider';
  if (/\/promotions\//.test(path)) return 'promotion';
  return undefined;
}

/** Mostly the caller's own id or an existing record; sometimes another's, or one never made. */
function idFor(field: string, context: ValueContext): string {
  const { random, world, caller, operation } = context;
  const kind = idKind(field, operation.path);
  if (context.complete) {
    if (kind === 'user') return caller.userId ?? world.stranger.userId!;
    const pool = kind ? world.ids[kind] : [];
    if (pool.length) return random.pick(pool);
  }
  if (kind === 'user') {
    return random.weighted([
      [caller.userId ?? world.stranger.userId!, 6],
      [world.stranger.userId!, 2],
      [random.pick(world.ids.user), 1],
      [random.uuid(), 1],
    ]);
  }
  const pool = kind ? world.ids[kind] : Object.values(world.ids).flat();
  return pool.length && random.chance(0.85) ? random.pick(pool) : random.uuid();
}
