import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.js';
import { checkSchema } from './schema-check.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service that may run inside a caller's transaction takes either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers when the database answers and holds the schema's tables; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it is now (for metrics); PGlite has one connection, no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle or busy. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

// Any fixed number works: it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 727_171;

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** The longest one statement may run before the database cancels it; 0 for no limit. */
  statementTimeoutMs?: number;
  /**
   * A PGlite data directory (from `dumpDataDir`) to start from instead of an empty one. Tests
   * start each database from one already migrated: setting up an empty one (initdb) takes
   * PGlite three to four seconds, loading a copy about one.
   */
  pgliteStartFrom?: Blob;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

export function openDatabase(options: DatabaseOptions): Database {
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, timeoutMs)
    : openPglite(options.pgliteDir, timeoutMs, options.pgliteStartFrom);
}

function openPglite(dir: string, statementTimeoutMs: number, startFrom?: Blob): Database {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { pg_trgm }, loadDataDir: startFrom });
  // PGlite 0.5 takes the setting but, single-threaded, cannot yet interrupt a statement
  // (measured): on PGlite the bounded inputs (keyword length, page depth) keep queries short.
  // Queued before any other query, so it holds for all of them once PGlite honours it.
  void client.exec(`set statement_timeout = ${Math.trunc(statementTimeoutMs)}`).catch(() => {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder: migrationsDir(),
      });
    },
    ping: () => checkSchema(db),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, statementTimeoutMs: number): Database {
  // A partition or a stuck query must end in an error (a 503), never in a request that hangs:
  // the server cancels a statement past statement_timeout; the driver gives up on a server
  // that no longer answers at all (a query, a new connection, a wait for a free one) a little
  // later, so that the server's clearer error wins when it can still send one.
  const giveUpMs = statementTimeoutMs > 0 ? statementTimeoutMs + 1_000 : undefined;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    statement_timeout: statementTimeoutMs,
    query_timeout: giveUpMs,
    connectionTimeoutMillis: giveUpMs ?? 10_000,
    // Finds a peer that vanished (failover, cable) on an idle connection.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool replaces it on the next query.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // Several server processes may start at once: an advisory lock lets one migrate at a time.
    // A connection of its own, without the pool's timeouts: an index build may take minutes.
    migrate: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }), {
          migrationsFolder: migrationsDir(),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    },
    ping: () => checkSchema(db),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}
