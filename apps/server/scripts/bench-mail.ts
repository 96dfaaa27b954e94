// How many e-mails a second the durable queue delivers to an SMTP server on loopback: N
// order confirmations are queued (as N payments would queue them), then one server process
// drains the queue through its worker and its SMTP connection pool, as it does in production.
// Usage: npm run bench:mail -w @attire/server -- [--messages 1000] [--database-url URL]
// PGlite in a temporary folder, or a scratch database of the PostgreSQL server at
// --database-url (dropped afterwards). The SMTP server (smtp-server, with a password) runs in
// this process and only counts what it receives. It prints figures; it is not a test.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { mailMessages } from '../src/db/schema/index.js';
import type { MailOrder } from '../src/modules/mail/mail-data.js';
import { queueMail } from '../src/modules/mail/queue-mail.js';
import { createScratchDatabase } from '../test/support/app.js';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
  },
});
const messages = Number(values.messages);
if (!Number.isInteger(messages) || messages < 1) throw new Error('--messages takes a whole number');

/** An SMTP server that takes every message after AUTH and counts it. */
async function countingSmtpServer() {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'bench' }),
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://bench:secret@127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A three-line order confirmation, about the size of a real one. */
const order = (n: number): MailOrder => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  placedAt: new Date().toISOString(),
  items: [
    { title: 'Linen Shirt', size: 'M', colour: 'navy', quantity: 2, pricePaise: 149_900 },
    { title: 'Chino Trousers', size: 'L', colour: 'beige', quantity: 1, pricePaise: 229_900 },
    { title: 'Canvas Cap', size: null, colour: null, quantity: 1, pricePaise: 49_900 },
  ],
  totalPaise: 579_600,
  address: {
    address: '12 Residency Road',
    city: 'Bengaluru',
    pincode: '560025',
    phone: '9845012345',
  },
});

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-bench-mail-'));
const scratch = values['database-url']
  ? await createScratchDatabase(values['database-url'])
  : undefined;
const smtp = await countingSmtpServer();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-mail-secret-that-is-long-enough-for-hs256',
  SMTP_URL: smtp.url,
  ...(scratch && { DATABASE_URL: scratch.url }),
});
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await database.migrate();
const app = await buildApp(config, {
  database,
  logger: false,
  webRoot: path.join(dataDir, 'no-web'),
});
await app.ready();

try {
  for (let first = 0; first < messages; first += 200) {
    await database.db.transaction(async (tx) => {
      for (let n = first; n < Math.min(messages, first + 200); n++) {
        await queueMail(tx, {
          kind: 'orderConfirmed',
          to: `shopper-${n}@example.com`,
          eventKey: `bench:${n}`,
          data: { name: 'Bench Shopper', order: order(n) },
        });
      }
    });
  }
  const startedAt = performance.now();
  // What the worker's poll does: claim due jobs, four at a time, until none is left.
  while ((await app.jobs.runDue()) > 0);
  const seconds = (performance.now() - startedAt) / 1000;
  const [sent] = await database.db
    .select({ n: count() })
    .from(mailMessages)
    .where(eq(mailMessages.state, 'sent'));
  console.log(
    [
      `database: ${database.kind}`,
      `messages: ${messages} queued, ${sent?.n} marked sent, ${smtp.received()} received`,
      `elapsed:  ${seconds.toFixed(2)} s`,
      `throughput: ${(messages / seconds).toFixed(0)} messages/s`,
    ].join('\n'),
  );
} finally {
  await app.close();
  await smtp.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
