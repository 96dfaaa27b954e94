import { pathToFileURL } from 'node:url';
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

/**
 * Runs one command of the CLI (`seed`, `create-admin`) with its arguments, against the database
 * `env` configures, printing what it did through `print`. Throws a ConfigError for bad usage.
 * Exported so that tests run the commands in their own process, without a compile per run.
 */
export async function runCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = console.log,
): Promise<void> {
  const [command, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      products: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Admin' },
    },
  });
  const config = loadConfig(env);
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
      print(seeded ? `Seeded ${seeded.products} products.` : 'Database already seeded.');
      if (values.products) {
        const count = Number(values.products);
        if (!Number.isInteger(count) || count < 1)
          throw new ConfigError('--products takes a whole number');
        const started = Date.now();
        const added = await addGeneratedProducts(database.db, config, count);
        print(`Added ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
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
      print(`Admin ready: ${admin.email}`);
    } else {
      throw new ConfigError(USAGE);
    }
  } finally {
    await database.close();
  }
}

// Run as a script (`tsx src/cli.ts …`, the bundle's cli.js), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadDotEnv();
  runCommand(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
