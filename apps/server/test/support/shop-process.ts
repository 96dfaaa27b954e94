import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { kill } from './sandbox-process.js';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface ShopProcess {
  url: string;
  /** Kills the shop at once (SIGKILL), as a crash or a power cut would. */
  crash(): Promise<void>;
  /** Asks the shop to stop (SIGTERM), as a rolling restart does; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * The shop as `npm start` runs it (src/main.ts: migrate, seed if empty, listen), as a process of
 * its own so that a test can kill it in the middle of a request. Resolves at its banner.
 */
export async function startShopProcess(
  env: Record<string, string>,
  /** Another checkout's apps/server, for a benchmark of an older version; this one by default. */
  serverDir = serverRoot,
): Promise<ShopProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}):\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    url,
    crash: () => kill(child),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
