import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

// The runner behind `npm run paypal-sandbox`, found through the package rather than a path.
const RUNNER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@attire/paypal-sandbox')),
  'main.ts',
);

/** A port nothing listens on right now, so that a restarted sandbox can take it again. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface SandboxProcess {
  url: string;
  /** Kills the process at once, as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
}

/**
 * The PayPal sandbox as its own process (node with tsx, no npm in between, so that killing it
 * kills the server itself). Resolves once it says it listens, so its port already answers.
 */
export async function startSandboxProcess(
  port: number,
  dataDir: string,
  /** More of the runner's options, e.g. `['--capture-reply-delay-ms', '3000']`. */
  options: string[] = [],
): Promise<SandboxProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', RUNNER, '--port', String(port), '--data', dataDir, ...options],
    {
      cwd: path.dirname(RUNNER),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'warn' },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /PayPal sandbox listening on (\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}):\n${output}`)));
  });
  return { url, kill: () => kill(child) };
}

export function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
