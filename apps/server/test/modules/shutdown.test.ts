import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EndpointReply } from '@attire/contract';
import { PASSWORD } from '../support/fixtures.js';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** Starts `src/main.ts` as `npm start` would run it, and waits for its banner. */
async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    // What a fresh machine runs: the embedded database, whatever DATABASE_URL the suite has.
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no banner:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, url };
}

/**
 * POSTs `body` as JSON, calling `received` when the server has read the request's head (it
 * answers `Expect: 100-continue`) and before the body is sent; resolves with the reply's status.
 */
function postOnceReceived(url: string, body: unknown, received: () => void): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        expect: '100-continue',
      },
    });
    request.on('continue', () => {
      received();
      request.end(payload);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('npm start on a fresh data directory, and a clean shutdown', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('migrates, seeds, finishes a request in flight on SIGTERM and keeps the data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-start-'));
    dirs.push(dataDir);
    const first = await startServer(dataDir);
    const adminLogin = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@attire.test', password: 'Admin@12345' }),
    });
    expect(adminLogin.status).toBe(200);

    // The registration hashes a password, so it is still running when the signal arrives. The
    // signal is sent only once the server has the request (it answered 100 Continue): sent any
    // earlier, the request would rightly meet a closing server, however busy the machine is.
    const exited = exitOf(first.child);
    const status = await postOnceReceived(
      `${first.url}/api/auth/register`,
      {
        name: 'Late Shopper',
        email: 'late@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      () => first.child.kill('SIGTERM'),
    );
    expect(status).toBe(201);
    expect(await exited).toBe(0);

    // Behind a balancer: told it is leaving, it goes on serving for a while before draining.
    const second = await startServer(dataDir, { SHUTDOWN_NOT_READY_MS: '3000' });
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as EndpointReply<'auth.login'>;
    const listing = await fetch(`${second.url}/api/shop/products?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await listing.json()) as EndpointReply<'shopProducts.list'>;
    expect(page.total).toBeGreaterThanOrEqual(60);
    await waitUntilReady(second.url);
    const stopped = exitOf(second.child);
    const signalledAt = Date.now();
    second.child.kill('SIGTERM');
    await waitFor(async () => (await fetch(`${second.url}/api/health/ready`)).status === 503);
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).not.toBe('close');
    expect(await stopped).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(3_000);
  }, 120_000);
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const waitUntilReady = (url: string) =>
  waitFor(async () => (await fetch(`${url}/api/health/ready`)).status === 200);
