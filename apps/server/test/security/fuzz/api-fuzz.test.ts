import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ENDPOINT_SCHEMAS,
  ROUTES,
  type EndpointName,
  type EndpointSchemas,
} from '@attire/contract';
import { startTestApp } from '../../support/app.js';
import { makeCase } from './cases.js';
import { startGoogleKeys } from './google-keys.js';
import { readOperations, type OpenApiDocument, type OperationHints } from './openapi.js';
import { Random, fuzzCases, fuzzSeed } from './random.js';
import { FailureReport } from './report.js';
import { sendAndJudge } from './send.js';
import { watchServerErrors } from './server-errors.js';
import { shapeCases } from './shapes.js';
import { buildWorld, type World } from './world.js';
import { renewEndedSessions, restoreRecords } from './world-records.js';

// Every operation of the served OpenAPI document gets odd requests from a visitor, a shopper and
// an admin. None may fail with a 5xx, drop the connection, leave the envelope or leak internals.
// FUZZ_SEED replays a run; FUZZ_CASES (per operation) makes it longer: `npm run fuzz`.
const seed = fuzzSeed();
const cases = fuzzCases();

// The tests are made from the document, so the app has to be up before they are collected.
const google = await startGoogleKeys();
// With a webhook id, the webhook gets past its first check and asks the sandbox it mounts.
const t = await startTestApp({
  listen: true,
  env: { ...google.env, PAYPAL_WEBHOOK_ID: 'WH-ATTIRE-FUZZ' },
});
const document = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
// The document says neither which call takes a multipart form nor which is for admins only:
// the contract, which the routes are registered from, does.
const hints = (id: string): OperationHints => {
  const schemas: EndpointSchemas | undefined = ENDPOINT_SCHEMAS[id as EndpointName];
  return {
    multipart: schemas?.consumes?.includes('multipart/form-data') ?? false,
    adminOnly: ROUTES[id as EndpointName]?.access === 'admin',
    produces: schemas?.produces?.[0],
  };
};
// The document also lists the built-in PayPal sandbox, a stand-in for PayPal, not the shop's API.
const operations = readOperations(document, hints).filter((operation) =>
  operation.path.startsWith('/api/'),
);

describe(`the API under fuzzing (seed ${seed}, ${cases} cases per operation)`, () => {
  let world: World;
  let serverErrors: ReturnType<typeof watchServerErrors>;
  beforeAll(async () => {
    console.info(`API fuzz: FUZZ_SEED=${seed} FUZZ_CASES=${cases} replays this run.`);
    world = await buildWorld(t, google.idTokens);
    serverErrors = watchServerErrors(t.app);
  });
  beforeEach(async () => {
    await renewEndedSessions(t, world);
    await restoreRecords(t, world);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('reads every operation of the contract from the document', () => {
    expect(operations.map((operation) => operation.id).sort()).toEqual(
      Object.keys(ENDPOINT_SCHEMAS).sort(),
    );
  });

  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s answers every odd request in the envelope, without a 5xx',
    async (_id, operation) => {
      const random = Random.derive(seed, operation.id);
      const report = new FailureReport();
      const statuses = new Map<string, number>();
      for (let i = 0; i < cases; i++) {
        const request = makeCase(operation, world, random, i);
        const outcome = await sendAndJudge(t.baseUrl, operation, request);
        report.add(request, outcome, serverErrors.take());
        const status = String(outcome.status ?? 'none');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      // A long run shows how deep its requests got (a fuzzer stopped at 401 tests little).
      if (process.env.FUZZ_CASES) {
        const counts = [...statuses].sort().map(([status, count]) => `${status}×${count}`);
        console.info(`${operation.id}: ${counts.join(' ')}`);
      }
      const failures = report.entries();
      const summary = `${failures.length} kinds of failure (seed ${seed}):\n${failures.join('\n')}`;
      expect(failures.length, summary).toBe(0);
    },
    Math.max(30_000, cases * 1_000),
  );

  // Issue 21: a body nested 20,000 arrays deep answered 502 and a lone surrogate in a note 500.
  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s answers deep nesting and lone surrogates in the envelope, without a 5xx',
    async (_id, operation) => {
      const report = new FailureReport();
      for (const request of shapeCases(operation, world, Random.derive(seed, operation.id))) {
        const outcome = await sendAndJudge(t.baseUrl, operation, request);
        report.add(request, outcome, serverErrors.take());
      }
      const failures = report.entries();
      expect(failures.length, `${failures.length} kinds of failure:\n${failures.join('\n')}`).toBe(
        0,
      );
    },
  );
});
