import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/index.js';
import { addGeneratedProducts } from './db/seed/products.js';
import { upsertAdmin } from './lib/accounts.js';
import { isGuessablePassword } from './lib/password-strength.js';

const USAGE = `Usage:
  npm run seed [-- --products N]                      seed an empty database; with --products, add N generated products
  npm run create-admin -- --email E --password P [--name N]   create an admin (or make an account admin)`;

async function main() {
  loadDotEnv();
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      products: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Admin' },
    },
  });
  const config = loadConfig();
  // Bulk seeding is no request: its statements may run as long as they need.
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    statementTimeoutMs: 0,
  });
  try {
    await database.migrate();
    if (command === 'seed') {
      const seeded = await seedIfEmpty(database.db, config);
      console.log(seeded ? `Seeded ${seeded.products} products.` : 'Database already seeded.');
      if (values.products) {
        const count = Number(values.products);
        if (!Number.isInteger(count) || count < 1)
          throw new ConfigError('--products takes a whole number');
        const started = Date.now();
        const added = await addGeneratedProducts(database.db, config, count);
        console.log(`Added ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      }
    } else if (command === 'create-admin') {
      if (!values.email || !values.password || values.password.length < 8) {
        throw new ConfigError(
          'create-admin needs --email and a --password of at least 8 characters',
        );
      }
      const { name, email, password } = values;
      if (isGuessablePassword(password, { name, email, role: 'admin' })) {
        throw new ConfigError(
          'create-admin: that --password is too easy to guess; choose a longer one, such as a few unrelated words',
        );
      }
      const admin = await upsertAdmin(database.db, {
        name: values.name,
        email: values.email,
        password: values.password,
      });
      console.log(`Admin ready: ${admin.email}`);
    } else {
      throw new ConfigError(USAGE);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
