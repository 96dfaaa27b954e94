import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/index.js';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
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
      : `  Admin:   ${config.admin.email} / ${config.admin.password}\n  Shopper: ${config.demo.email} / ${config.demo.password}`,
    seeded ? `  Seeded ${seeded.products} products and ${seeded.sliderImages} slider images.` : '',
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C means "now"
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Closing the app waits for requests in flight, then its onClose hooks close the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
