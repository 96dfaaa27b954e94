import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SANDBOX_BODY_LIMIT_BYTES, paypalSandbox, type PaypalSandboxOptions } from './plugin.js';

export interface SandboxServerOptions extends Omit<PaypalSandboxOptions, 'baseUrl'> {
  port: number;
  host?: string;
  /** Where clients and browsers reach this server; its listening address when absent. */
  publicUrl?: string;
  logger?: boolean | { level: string };
}

export interface SandboxServer {
  app: FastifyInstance;
  /** The address the sandbox answers on, e.g. http://127.0.0.1:5050. */
  url: string;
  close(): Promise<void>;
}

/** The sandbox on a port of its own, as the real PayPal would be: a separate service. */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const { port, host = '127.0.0.1', publicUrl, logger = false, ...sandbox } = options;
  const app = Fastify({ logger, bodyLimit: SANDBOX_BODY_LIMIT_BYTES, return503OnClosing: true });
  let url = publicUrl?.replace(/\/+$/, '') ?? '';
  await app.register(paypalSandbox, { ...sandbox, baseUrl: () => url });
  app.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .send({ name: 'RESOURCE_NOT_FOUND', message: 'The requested resource was not found.' }),
  );
  await app.listen({ port, host });
  url ||= listeningOrigin(app.server.address() as AddressInfo);
  return { app, url, close: () => app.close() };
}

function listeningOrigin(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
