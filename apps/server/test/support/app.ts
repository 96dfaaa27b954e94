import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  /** http://127.0.0.1:PORT when started with `listen: true`. */
  baseUrl: string;
  /** Closes the database under the running app (to provoke server faults); close() still works. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  // Generous limits so that ordinary tests never hit them; the limit tests set their own.
  RATE_LIMIT_API_PER_MINUTE: '100000',
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '100000',
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '100000',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '100000',
  RATE_LIMIT_VERIFICATION_PER_ACCOUNT: '100000',
  RATE_LIMIT_WEBHOOK_PER_IP: '100000',
};

/**
 * A whole server on a database of its own: PGlite in memory by default, or a fresh database
 * on the PostgreSQL of DATABASE_URL (dropped again by close()).
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    rateLimitPrefix?: string;
    webRoot?: string;
    /** Where the app's log lines (pino JSON, level info and up) go; no logs unless given. */
    logStream?: { write(line: string): void };
    /** Runs on the fresh, empty database before the migrations (to build an older schema). */
    beforeMigrate?: (database: Database) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-test-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    ...(scratch && { DATABASE_URL: scratch.url }),
    ...options.env,
  });
  const opened = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: 'memory://',
    // An older schema is built from empty; everything else starts from the migrated copy.
    pgliteStartFrom: options.beforeMigrate ? undefined : await migratedPglite(),
  });
  await options.beforeMigrate?.(opened);
  await opened.migrate();
  // Closing twice would throw (pg's pool refuses a second end), so the first close is shared.
  let closing: Promise<void> | undefined;
  const closeDatabase = () => (closing ??= opened.close());
  const database = { ...opened, close: closeDatabase };
  const app = await buildApp(config, {
    database,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    rateLimitPrefix: options.rateLimitPrefix ?? `test-${randomBytes(6).toString('hex')}:`,
    // Tests serve their own web build (or an empty folder) so they never depend on apps/web.
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web-build'),
  });
  let baseUrl = '';
  if (options.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    config,
    db: database.db,
    baseUrl,
    closeDatabase,
    close: async () => {
      await app.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let migratedPgliteCopy: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data directory of the run (test/support/global-setup.ts), read once. */
function migratedPglite(): Promise<Blob | undefined> {
  const file = inject('migratedPgliteFile');
  return (migratedPgliteCopy ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined));
}

/** A new, empty database on the PostgreSQL of `serverUrl`, and a way to drop it again. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `attire_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its sockets are gone; forcing the drop at once would kill
      // connections that are still closing, so wait for them first.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
