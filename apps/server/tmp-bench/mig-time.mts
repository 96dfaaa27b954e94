import { openDatabase } from '../src/db/client.js';
const t0 = performance.now();
const db = openDatabase({ pgliteDir: 'memory://' });
await db.migrate();
const t1 = performance.now();
console.log('migrate ms', Math.round(t1 - t0));
await db.close();
