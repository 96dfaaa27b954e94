// The two servers under load, each a process of its own so that neither shares an event loop
// or a CPU core's time slice with the load generator or with the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  /** SIGTERM, then SIGKILL if it has not gone after a while; resolves once it has exited. */
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess) {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(late);
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The shop as `npm start` runs it (src/main.ts: migrate, seed if empty, listen, shut down on
 * SIGTERM), through tsx rather than the esbuild bundle. Its log goes to `logFile`, as a
 * production log goes to a file or a collector, and is read only after the load. Resolves with
 * its URL once the banner names the port it listens on.
 */
export async function startShop(
  env: Record<string, string>,
  logFile: string,
  cpuProfileDir?: string,
): Promise<ServerProcess> {
  const log = openSync(logFile, 'w');
  const profiling = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    const port = await waitForBanner(child, () => readFileSync(logFile, 'utf8'));
    return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

async function waitForBanner(child: ChildProcess, readLog: () => string) {
  for (const started = Date.now(); ; await sleep(100)) {
    const port = /running at http:\/\/[^\s:]+:(\d+)/.exec(readLog())?.[1];
    if (port) return port;
    if (hasExited(child)) {
      const how = child.exitCode ?? child.signalCode;
      throw new Error(`The shop exited (${how}) before it listened:\n${readLog()}`);
    }
    if (Date.now() - started > START_TIMEOUT_MS) {
      throw new Error(`The shop did not listen within ${START_TIMEOUT_MS / 1000} s:\n${readLog()}`);
    }
  }
}

/** The bare Fastify + pg baseline (baseline-server.ts) on `databaseUrl`. */
export async function startBaseline(databaseUrl: string): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts')],
    {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { port: number }).port));
      child.once('exit', (code, signal) =>
        reject(new Error(`The baseline exited (${code ?? signal}) before it listened`)),
      );
    });
    return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
