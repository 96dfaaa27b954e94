import { openDatabase } from './src/db/client.js';
import { sql } from 'drizzle-orm';
import { seedCatalogue } from './src/db/seed/catalogue.js';
import { productImageUrl } from './src/db/seed/images.js';
import { storedRows } from './src/db/seed/insert-products.js';
const database = openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://', statementTimeoutMs: 0 });
await database.migrate();
const db = database.db;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const inputs = Array.from({ length: 72 }, () => seedCatalogue(productImageUrl)).flat().slice(0, 5000);
const rows = inputs.map(storedRows);
const pj = JSON.stringify(rows.map((r) => r.product));
const vj = JSON.stringify(rows.flatMap((r) => r.variants));
let c = cpu(); const lap = (l: string) => { console.log(l, (cpu() - c).toFixed(0)); c = cpu(); };
for (let k = 0; k < 3; k++) {
await db.execute(sql`select count(*) from json_to_recordset(${vj}::json) as row("productId" uuid, sku text, size text, colour text, "pricePaise" int, "salePricePaise" int, "totalStock" int, image text, position int)`);
lap('parse variants json ' + vj.length);
await db.execute(sql`select count(*) from json_to_recordset(${pj}::json) as row(id uuid, image text, images text[], sizes text[], colours text[], title text, description text, category text, brand text, "pricePaise" int, "salePricePaise" int)`);
lap('parse products json ' + pj.length);
}
await database.close();
