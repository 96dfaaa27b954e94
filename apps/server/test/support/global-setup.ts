import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsDir } from '../../src/lib/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory holding the migrated, empty schema ('' on PostgreSQL). */
    migratedPgliteFile: string;
  }
}

/**
 * Migrates one PGlite database before the run and keeps a copy of it on disk, which every
 * test's database starts from (see startTestApp): a fresh PGlite spends seconds on initdb,
 * more than most test files spend on their tests.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('migratedPgliteFile', '');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'attire-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  // The same extensions as the shop's own PGlite (db/client.ts), which loads this copy.
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir() });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('migratedPgliteFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
