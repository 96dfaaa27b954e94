// `npm run paypal-sandbox -- --port 5050 --data DIR ...`: the sandbox as a service of its own.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CAPTURE_OUTCOMES, REFUND_OUTCOMES } from './outcomes.js';
import { startSandboxServer } from './server.js';

const USAGE = `Usage: npm run paypal-sandbox -- --port 5050 --data DIR [--host 127.0.0.1]
  [--capture-reply-delay-ms N] [--webhook-url URL] [--webhook-id ID]
  [--public-url URL] [--return-origin ORIGIN]... [--rate-limit-per-minute N]
  [--capture-outcomes DECLINED=0.1,PENDING=0.1,INSTRUMENT_DECLINED=0.1]
  [--refund-outcomes PENDING=0.5,FAILED=0.1] [--outcome-seed N] [--order-expiry-minutes N]`;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `NAME=share,...` with names from `names`, e.g. `DECLINED=0.2,PENDING=0.1`. */
const shares = <T extends string>(names: readonly T[]) =>
  z
    .string()
    .regex(/^[A-Z_]+=(0|1|0?\.\d+)(,[A-Z_]+=(0|1|0?\.\d+))*$/, 'must be NAME=share,...')
    .transform((text) => Object.fromEntries(text.split(',').map((pair) => pair.split('='))))
    .pipe(z.partialRecord(z.enum(names), z.coerce.number().min(0).max(1)))
    .refine((parts) => sum(Object.values(parts) as number[]) <= 1, {
      error: 'the shares must add up to at most 1',
    });

const ArgsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(5050),
  data: z.string({ error: 'is required' }).min(1),
  host: z.string().min(1).default('127.0.0.1'),
  'capture-reply-delay-ms': z.coerce.number().int().min(0).max(600_000).default(0),
  'webhook-url': httpUrl.optional(),
  'webhook-id': z.string().min(1).max(64).optional(),
  'public-url': httpUrl.optional(),
  'return-origin': z.array(httpUrl.transform((url) => new URL(url).origin)).optional(),
  'rate-limit-per-minute': z.coerce.number().int().min(1).optional(),
  'capture-outcomes': shares(CAPTURE_OUTCOMES).optional(),
  'refund-outcomes': shares(REFUND_OUTCOMES).optional(),
  'outcome-seed': z.coerce.number().int().optional(),
  'order-expiry-minutes': z.coerce.number().int().min(1).optional(),
});

function readArgs() {
  const text = { type: 'string' } as const;
  const { values } = parseArgs({
    options: {
      port: text,
      data: text,
      host: text,
      'capture-reply-delay-ms': text,
      'webhook-url': text,
      'webhook-id': text,
      'public-url': text,
      'return-origin': { type: 'string', multiple: true },
      'rate-limit-per-minute': text,
      'capture-outcomes': text,
      'refund-outcomes': text,
      'outcome-seed': text,
      'order-expiry-minutes': text,
    },
  });
  const parsed = ArgsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  --${String(issue.path[0])}: ${issue.message}`,
  );
  throw new Error(`${problems.join('\n')}\n${USAGE}`);
}

async function main() {
  const args = readArgs();
  const dataDir = path.resolve(args.data);
  const returnOrigins = args['return-origin'];
  const server = await startSandboxServer({
    port: args.port,
    host: args.host,
    publicUrl: args['public-url'],
    dataDir,
    captureReplyDelayMs: args['capture-reply-delay-ms'],
    webhookUrl: args['webhook-url'],
    webhookId: args['webhook-id'],
    returnOrigins: returnOrigins && (() => returnOrigins),
    rateLimitPerMinute: args['rate-limit-per-minute'],
    outcomes: {
      capture: args['capture-outcomes'],
      refund: args['refund-outcomes'],
      seed: args['outcome-seed'],
    },
    orderExpiryMs: args['order-expiry-minutes'] && args['order-expiry-minutes'] * 60_000,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  // Tests wait for this line before they call the sandbox.
  console.log(`PayPal sandbox listening on ${server.url} (state in ${dataDir})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
