import { openDatabase } from './src/db/client.js';
import { sql } from 'drizzle-orm';
import { loadConfig } from './src/config.js';
import { addGeneratedProducts } from './src/db/seed/products.js';
const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/sb-exp', LOG_LEVEL: 'warn' });
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://', statementTimeoutMs: 0 });
await database.migrate();
const db = database.db;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const n = Number(process.argv[2]);
const drop = false;
let c = cpu(); let w = performance.now();
const lap = (l: string) => { console.log(l, 'cpu', (cpu() - c).toFixed(0), 'wall', (performance.now() - w).toFixed(0)); c = cpu(); w = performance.now(); };
if (drop) {
  await db.execute(sql`alter table product_variants drop constraint product_variants_sku_key`);
  await db.execute(sql`alter table product_variants drop constraint product_variants_product_size_colour_key`);
  await db.execute(sql`drop index product_variants_low_stock_idx`);
  await db.execute(sql`drop index products_search_text_trgm_idx`);
}
await addGeneratedProducts(db, config, n);
lap('add');
if (drop) {
  await db.execute(sql`alter table product_variants add constraint product_variants_sku_key unique (sku)`);
  lap('sku');
  await db.execute(sql`alter table product_variants add constraint product_variants_product_size_colour_key unique nulls not distinct (product_id, size, colour)`);
  lap('triple');
  await db.execute(sql`CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("total_stock","id") WHERE total_stock <= 10`);
  lap('low');
  await db.execute(sql`CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops)`);
  lap('trgm');
}
await database.close();
