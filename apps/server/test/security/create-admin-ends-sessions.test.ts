import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { buildApp } from '../../src/app.js';
import { runCommand } from '../../src/cli.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { createScratchDatabase } from '../support/app.js';
import { api } from '../support/http.js';
import { linkToken, runJobs } from '../support/smtp.js';

// Issue 21, defect 10: `npm run create-admin` on an existing account set its new password but
// left the sessions the old one had started (and its reset links) working. It ends them, as a
// password reset does.

const EMAIL = 'ops@example.com';
const OLD_PASSWORD = 'Plum-Kettle-Harbour-42';
const NEW_PASSWORD = 'Quiet-Meadow-Lantern-8';

describe('create-admin on an existing account', () => {
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-create-admin-'));
    scratch = process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : undefined;
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      JWT_SECRET: 'create-admin-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
    };
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm run create-admin`'s command, run in this process; resolves with what it printed. */
  async function createAdmin(password: string) {
    const printed: string[] = [];
    const args = ['create-admin', '--email', EMAIL, '--password', password];
    await runCommand(args, { ...process.env, ...env }, (line) => printed.push(line));
    return { stdout: printed.join('\n') };
  }

  /** The shop on the CLI's database (PGlite allows one process at a time: closed after `use`). */
  async function withShop(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    const config = loadConfig(env);
    const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await database.migrate();
    const app = await buildApp(config, {
      database,
      logger: false,
      webRoot: path.join(dataDir, 'no-web-build'),
    });
    await app.ready();
    try {
      await use(app);
    } finally {
      await app.close();
    }
  }

  it('ends the sessions and reset links the old password had', async () => {
    await createAdmin(OLD_PASSWORD);
    let session = '';
    let resetToken = '';
    await withShop(async (app) => {
      const login = await api(app).call('auth.login', {
        body: { email: EMAIL, password: OLD_PASSWORD },
      });
      expect(login.status).toBe(200);
      session = login.body.token;
      await api(app).call('auth.forgotPassword', { body: { email: EMAIL } });
      await runJobs(app);
      // No SMTP_URL outside production: the reset e-mail is kept, its live link on the page.
      const mails = await api(app, session).call('adminMessages.list', {
        query: { to: EMAIL, page: 1, limit: 20 },
      });
      resetToken = linkToken(mails.body.messages[0]!, '/auth/reset-password');
      expect((await api(app, session).call('auth.checkAuth', {})).status).toBe(200);
    });

    const { stdout } = await createAdmin(NEW_PASSWORD);
    expect(stdout).toContain(`Admin ready: ${EMAIL}`);

    await withShop(async (app) => {
      expect((await api(app, session).call('auth.checkAuth', {})).status).toBe(401);
      const reset = await api(app).call('auth.resetPassword', {
        body: {
          token: resetToken,
          password: 'Other-Pass-77x',
          password_confirmation: 'Other-Pass-77x',
        },
      });
      expect(reset.status).toBe(400);
      expect(reset.error.message).toBe(MESSAGES.resetLinkUsed);
      const login = (password: string) =>
        api(app).call('auth.login', { body: { email: EMAIL, password } });
      expect((await login(OLD_PASSWORD)).status).toBe(401);
      const fresh = await login(NEW_PASSWORD);
      expect(fresh.status).toBe(200);
      expect((await api(app, fresh.body.token).call('auth.checkAuth', {})).status).toBe(200);
    });
  }, 120_000);
});
