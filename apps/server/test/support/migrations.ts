import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { migrationsDir } from '../../src/lib/paths.js';

/** A copy of the migrations whose journal stops at `lastTag`: the schema as it was then. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'attire-migrations-'));
  await cp(migrationsDir(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** Runs the older migrations with the driver the server uses for this database. */
export async function migrateOld(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder,
    });
  } else {
    await migrateNodePg(database.db as unknown as Parameters<typeof migrateNodePg>[0], {
      migrationsFolder,
    });
  }
}
