import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateFromPincode } from '@attire/contract';
import { addressStateBackfillSql } from '../../src/db/address-state-sql.js';
import { addresses } from '../../src/db/schema/index.js';
import { migrationsDir } from '../../src/lib/paths.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { migrateOld, migrationsUpTo } from '../support/migrations.js';

// Addresses saved before addresses had a state (migration 0007) get their pincode's.
const shopper = randomUUID();
const saved: [pincode: string, state: string | null][] = [
  ['560001', '29'], // Karnataka
  ['400001', '27'], // Maharashtra
  ['110001', '07'], // Delhi
  ['160017', '04'], // Chandigarh, out of Punjab's 16
  ['160055', '03'], // Mohali, Punjab, out of Chandigarh's 160
  ['403001', '30'], // Goa, out of Maharashtra's 40
  ['682001', '32'], // Kerala
  ['682555', '31'], // Lakshadweep, out of Kochi's 682
  ['248001', '05'], // Uttarakhand
  ['246701', '09'], // Bijnor, Uttar Pradesh, out of Garhwal's 246
  ['834001', '20'], // Jharkhand
  ['800001', '10'], // Bihar
  ['900001', null], // the Army Postal Service: no state
];

describe('migrating addresses from before states', () => {
  let t: TestApp;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = await migrationsUpTo('0006_search_rank');
    t = await startTestApp({
      beforeMigrate: async (database) => {
        await migrateOld(database, oldMigrations);
        await database.db.execute(sql`
          insert into users (id, name, email) values (${shopper}, 'Asha Rao', 'asha@example.com')`);
        for (const [index, [pincode]] of saved.entries()) {
          // One second apart, so that the book lists them in this order.
          await database.db.execute(sql`
            insert into addresses (user_id, address, city, pincode, phone, notes, created_at)
            values (${shopper}, ${`${index + 1} Old Street`}, 'Somewhere', ${pincode},
                    '9876543210', '', now() - ${`${saved.length - index} seconds`}::interval)`);
        }
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it("gives every saved address its pincode's state, and none where no prefix covers it", async () => {
    const rows = await t.db
      .select({ pincode: addresses.pincode, state: addresses.state })
      .from(addresses)
      .orderBy(asc(addresses.createdAt));
    expect(rows).toEqual(saved.map(([pincode, state]) => ({ pincode, state })));
  });

  it('answers the same states through the API as the contract derives for a new address', async () => {
    const token = await t.app.tokens.sign(shopper);
    const reply = await api(t.app, token).call('addresses.list', { params: { userId: shopper } });
    expect(reply.status).toBe(200);
    expect(reply.body.addressList.map((entry) => [entry.pincode, entry.state])).toEqual(
      saved.map(([pincode]) => [pincode, stateFromPincode(pincode) ?? null]),
    );
  });

  it("is generated from the contract's prefix table (a changed table needs a new migration)", async () => {
    const migration = await readFile(
      path.join(migrationsDir(), '0007_money_settings_promotions.sql'),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((part) => part.trim());
    expect(statements).toContain(addressStateBackfillSql());
  });
});
