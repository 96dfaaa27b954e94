import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Finding 7: a failed query logged its parameters (argon2 hashes, e-mails, phone numbers) and
// the row it failed on. The log must still say what failed, without the personal data.

interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack: string; cause?: object };
}

describe('logs of failed queries', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = () => lines.join('\n');
  const failures = () =>
    lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg === 'request failed');

  beforeAll(async () => {
    t = await startTestApp({ logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  /** Makes every new row of `table` fail a check, as a constraint added by a migration might. */
  const refuseNewRows = (table: 'users' | 'addresses') =>
    t.db.execute(
      sql.raw(
        `alter table ${table} add constraint refuse_new_rows check (created_at < '2000-01-01') not valid`,
      ),
    );

  it('leaves the e-mail, name and password hash of a failed registration out', async () => {
    lines.length = 0;
    await refuseNewRows('users');
    const email = `private-${randomUUID().slice(0, 8)}@example.com`;
    const name = 'Privately Named Person';
    const response = await api(t.app).call('auth.register', {
      body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    await t.db.execute(sql`alter table users drop constraint refuse_new_rows`);

    expect(response.status).toBe(500);
    expect(logged()).not.toContain(email);
    expect(logged()).not.toContain(name);
    expect(logged()).not.toContain('$argon2');
    expect(logged()).not.toContain(PASSWORD);
    // Still useful: the failed statement, the constraint, the SQLSTATE and where it came from.
    const [failure, ...more] = failures();
    expect(more).toEqual([]);
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err?.cause).toMatchObject({ code: '23514', constraint: 'refuse_new_rows' });
    expect(failure?.err?.stack).toMatch(/\n\s+at /);
  });

  it('leaves the phone number and address of a failed new address out', async () => {
    const shopper = await signUp(t.app);
    lines.length = 0;
    await refuseNewRows('addresses');
    const address = {
      userId: shopper.user.id,
      address: '221B Confidential Lane',
      city: 'Bengaluru',
      pincode: '560001',
      phone: '9812345670',
      notes: 'ring twice',
    };
    const response = await api(t.app, shopper.token).call('addresses.add', { body: address });
    await t.db.execute(sql`alter table addresses drop constraint refuse_new_rows`);

    expect(response.status).toBe(500);
    expect(failures()).toHaveLength(1);
    for (const value of [address.phone, address.address, 'ring twice', shopper.user.email]) {
      expect(logged()).not.toContain(value);
    }
  });

  it('leaves the e-mail of a login out when the database is gone', async () => {
    lines.length = 0;
    const email = `gone-${randomUUID().slice(0, 8)}@example.com`;
    await t.closeDatabase();
    const response = await api(t.app).call('auth.login', { body: { email, password: PASSWORD } });

    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(failures()).toHaveLength(1);
    expect(logged()).not.toContain(email);
  });
});
