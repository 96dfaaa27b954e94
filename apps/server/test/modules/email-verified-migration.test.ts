import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { migrateOld, migrationsUpTo } from '../support/migrations.js';

// Accounts from before e-mail verification (migration 0005): Google vouched for a linked
// account's address and whoever runs the shop wrote the admin's, so those count as verified;
// nobody proved a password shopper's.

const ids = { shopper: randomUUID(), google: randomUUID(), admin: randomUUID() };

describe('migrating accounts from before e-mail verification', () => {
  let t: TestApp;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = await migrationsUpTo('0004_listing_changes');
    t = await startTestApp({
      beforeMigrate: async (database) => {
        await migrateOld(database, oldMigrations);
        await database.db.execute(sql`
          insert into users (id, name, email, role, password_hash, google_subject) values
            (${ids.shopper}, 'Asha', 'asha@example.com', 'user', 'old-hash', null),
            (${ids.google}, 'Ben', 'ben@gmail.com', 'user', null, 'google-sub-1'),
            (${ids.admin}, 'Admin', 'admin@example.com', 'admin', 'old-hash', null)`);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it('counts Google-linked accounts and admins as verified, and no one else', async () => {
    const rows = await t.db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .orderBy(asc(users.email));
    expect(rows).toEqual([
      { email: 'admin@example.com', emailVerified: true },
      { email: 'asha@example.com', emailVerified: false },
      { email: 'ben@gmail.com', emailVerified: true },
    ]);
  });

  it('keeps sessions signed before the upgrade (they carry no generation) working', async () => {
    // Signed as the shop signed tokens then: no `gen` claim.
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ids.shopper)
      .setJti(randomUUID())
      .setIssuer('attire')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const check = await api(t.app, legacy).call('auth.checkAuth', {});
    expect(check.status).toBe(200);
    expect(check.body.user).toMatchObject({ id: ids.shopper, emailVerified: false });
  });
});
