import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import type { TestApp } from './app.js';

// Stand-ins for a dependency that is gone, for the outage tests: a port nothing listens on, and
// a server that takes connections and never answers (a hung or partitioned peer).

export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function hangingServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** A second app of the test's configuration on the PostgreSQL at `databaseUrl`. */
export async function appOnDatabase(
  t: TestApp,
  databaseUrl: string | undefined,
  statementTimeoutMs = 1_000,
): Promise<FastifyInstance> {
  const database = openDatabase({ databaseUrl, pgliteDir: 'memory://', statementTimeoutMs });
  const app = await buildApp(t.config, {
    database,
    logger: false,
    webRoot: path.join(t.config.dataDir, 'no-web-build'),
  });
  await app.ready();
  return app;
}
