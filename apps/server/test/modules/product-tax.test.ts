import { rm } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS, CATEGORY_TAX } from '@attire/contract';
import { products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { sampleProduct, signInAdmin } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { migrateOld, migrationsUpTo } from '../support/migrations.js';

// GST needs each product's tax class and HSN code (contract: "GST"): the admin may set them,
// a product left without them takes its category's, and products from before migration 0008
// were given their category's.

describe("a product's tax class and HSN code", () => {
  let t: TestApp;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = await migrationsUpTo('0007_money_settings_promotions');
    t = await startTestApp({
      beforeMigrate: async (database) => {
        await migrateOld(database, oldMigrations);
        for (const category of CATEGORY_IDS) {
          await database.db.execute(sql`
            insert into products (image, images, title, description, category, brand, price_paise)
            values ('/uploads/seed-x.webp', array['/uploads/seed-x.webp'], ${`Old ${category}`},
              'From before GST', ${category}, 'levi', 99900)`);
        }
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it("gives products from before the upgrade their category's tax class and HSN code", async () => {
    const rows = await t.db
      .select({ category: products.category, taxClass: products.taxClass, hsn: products.hsn })
      .from(products)
      .orderBy(asc(products.title));
    expect(rows).toHaveLength(CATEGORY_IDS.length);
    for (const row of rows) {
      expect(row).toEqual({
        category: row.category,
        ...CATEGORY_TAX[row.category as keyof typeof CATEGORY_TAX],
      });
    }
  });

  it("takes the category's default, or what the admin chose, and refuses a bad HSN", async () => {
    const admin = api(t.app, (await signInAdmin(t.app)).token);
    const belt = await admin.call('adminProducts.add', {
      body: sampleProduct({ title: 'Leather Belt', category: 'accessories' }),
    });
    expect(belt.body.product).toMatchObject({ taxClass: 'gst18', hsn: '4202' });

    const chosen = sampleProduct({ title: 'Silk Saree', category: 'women' });
    const saree = await admin.call('adminProducts.add', {
      body: { ...chosen, taxClass: 'gst5', hsn: '50072010' },
    });
    expect(saree.body.product).toMatchObject({ taxClass: 'gst5', hsn: '50072010' });
    const details = await admin.call('shopProducts.details', {
      params: { id: saree.body.product.id },
    });
    expect(details.body.product).toMatchObject({ taxClass: 'gst5', hsn: '50072010' });

    for (const hsn of ['620', '6205A', '123456789']) {
      const refused = await admin.call('adminProducts.add', { body: { ...chosen, hsn } });
      expect(refused.status).toBe(400);
      expect(refused.error.errors?.hsn).toEqual(['An HSN code is 4 to 8 digits']);
    }
    const unknown = await admin.call('adminProducts.add', {
      body: { ...chosen, taxClass: 'gst12' as 'gst5' },
    });
    expect(unknown.status).toBe(400);
  });
});
