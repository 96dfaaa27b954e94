import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../src/index.js';

const RUNNER = path.join(import.meta.dirname, '../src/main.ts');

/** `npm run paypal-sandbox -- ARGS`, without npm: resolves with its URL once it listens. */
function run(args: string[]): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /PayPal sandbox listening on (\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, url };
}

describe('the runner', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';
  afterEach(async () => {
    child?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes the outcome flags: with --capture-outcomes PENDING=1 every capture is pending', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'paypal-runner-'));
    const started = run([
      '--data',
      dataDir,
      '--capture-outcomes',
      'PENDING=1',
      '--outcome-seed',
      '5',
    ]);
    child = started.child;
    const url = await started.url;
    const basic = Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64');
    const token = (await (
      await fetch(`${url}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const post = async (route: string, body: unknown) =>
      (await fetch(`${url}${route}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
        body: JSON.stringify(body),
      }).then((reply) => reply.json())) as any;
    const order = await post('/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'INR', value: '10.00' } }],
    });
    await fetch(`${url}/checkoutnow/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${order.id}`,
    });
    const captured = await post(`/v2/checkout/orders/${order.id}/capture`, {});
    expect(captured.purchase_units[0].payments.captures[0].status).toBe('PENDING');
  });

  it('refuses shares that are not shares, naming the flag', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'paypal-runner-'));
    for (const shares of ['DECLINED=0.7,PENDING=0.5', 'LOST=0.1', 'PENDING']) {
      const started = run(['--data', dataDir, '--capture-outcomes', shares]);
      child = started.child;
      await expect(started.url).rejects.toThrow(/exited 1: +--capture-outcomes: /);
    }
  });
});
