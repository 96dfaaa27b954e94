import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Backend {
  name: string;
  port: number;
}

/** How often HAProxy asks each shop whether it is ready, and how many answers change its mind. */
export const CHECK = { intervalMs: 250, fall: 2, rise: 2 };

/**
 * The configuration docs/deploy.md describes, on loopback: round robin over the shops, each
 * checked on /api/health/ready; a request whose connection failed, or (for GET and HEAD only)
 * that got no answer or a 503, is retried on another shop. POSTs are never replayed once sent:
 * a payment must not be captured twice.
 */
export function haproxyConfig(
  port: number,
  backends: Backend[],
  socket: string,
  checkPath = '/api/health/ready',
): string {
  const { intervalMs, fall, rise } = CHECK;
  return `global
  stats socket ${socket} mode 600 level admin
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend shop
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend shops

backend shops
  balance roundrobin
  option httpchk
  http-check send meth GET uri ${checkPath}
  http-check expect status 200
  default-server check inter ${intervalMs} fall ${fall} rise ${rise}
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  http-response set-header x-served-by %[srv_name]
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}
`;
}

export interface Haproxy {
  url: string;
  /** Each server's state as HAProxy sees it now: UP, DOWN, or a transition ("UP 1/2"). */
  states(): Promise<Map<string, string>>;
  /** Waits until HAProxy sees `name` in `state` (UP or DOWN). */
  waitFor(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** HAProxy (Debian's package) in the foreground, with its configuration in `dir`. */
export async function startHaproxy(
  dir: string,
  port: number,
  backends: Backend[],
  checkPath?: string,
) {
  const socket = path.join(dir, 'haproxy.sock');
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(port, backends, socket, checkPath));
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    if (Date.now() - started > 10_000) throw new Error(`haproxy did not listen:\n${output}`);
    await sleep(50);
  }
  const states = async () => {
    const csv = await command(socket, 'show stat');
    const rows = csv.split('\n').filter((line) => line.startsWith('shops,'));
    return new Map(
      rows
        .map((line) => line.split(','))
        .filter(([, name]) => name !== 'BACKEND')
        .map(([, name, ...rest]) => [name!, rest[15]!] as const),
    );
  };
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    async waitFor(name, state, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await states()).get(name) !== state) {
        if (Date.now() > deadline) throw new Error(`${name} not ${state} after ${timeoutMs} ms`);
        await sleep(50);
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Haproxy;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One command on HAProxy's admin socket; its whole answer. */
function command(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(socket, () => connection.write(`${line}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.once('end', () => resolve(answer));
    connection.once('error', reject);
  });
}
