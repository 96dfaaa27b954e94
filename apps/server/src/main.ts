import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/index.js';
import { closeOnSignals } from './lib/graceful-shutdown.js';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, config);
  const app = await buildApp(config, { database });
  await app.listen({ host: config.host, port: config.port });

  const url = app.publicUrl();
  const lines = [
    '',
    `  Attire is running at ${url}`,
    `  API ${url}/api · OpenAPI ${url}/api/docs · database: ${database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL'}`,
    '',
    // Passwords are printed for the demo only; production logs must not carry them.
    config.env === 'production'
      ? `  Admin:   ${config.admin.email}`
      : `  Admin:   ${config.admin.email} / ${config.admin.password}` +
        (config.demo ? `\n  Shopper: ${config.demo.email} / ${config.demo.password}` : ''),
    seeded ? `  Seeded ${seeded.products} products and ${seeded.sliderImages} slider images.` : '',
    '',
  ];
  console.log(lines.join('\n'));

  closeOnSignals(app, config.shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
