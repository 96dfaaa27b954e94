import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withoutLinkSecrets } from '../lib/log-redaction.js';

export interface RunningRequest {
  id: string;
  method: string;
  url: string;
  runningMs: number;
}

/** What a shutdown needs to know: whether it began, and which requests are still running. */
export interface Lifecycle {
  /**
   * True from the shutdown signal on: readiness answers 503 so that the balancer sends new
   * requests elsewhere, while the process goes on serving those that still come.
   */
  readonly leaving: boolean;
  startLeaving(): void;
  /** True once the process drains: health answers 503 too and connections are not kept. */
  readonly draining: boolean;
  startDraining(): void;
  /** The requests still open, for the log of a shutdown that ran out of time. */
  running(): RunningRequest[];
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let leaving = false;
    let draining = false;
    const open = new Map<string, { method: string; url: string; startedAt: number }>();
    app.decorate('lifecycle', {
      get leaving() {
        return leaving;
      },
      startLeaving() {
        leaving = true;
      },
      get draining() {
        return draining;
      },
      startDraining() {
        leaving = true;
        draining = true;
      },
      running: () =>
        [...open].map(([id, { method, url, startedAt }]) => ({
          id,
          method,
          url,
          runningMs: Date.now() - startedAt,
        })),
    } satisfies Lifecycle);

    app.addHook('onRequest', async (request, reply) => {
      // Logged if the shutdown runs out of time: without the secret of an e-mailed link.
      const url = withoutLinkSecrets(request.url);
      open.set(request.id, { method: request.method, url, startedAt: Date.now() });
      // 'close' comes when the reply is sent or the connection is gone, whichever is first.
      reply.raw.once('close', () => open.delete(request.id));
    });
    // Also on replies to requests that began before the drain: a kept-alive connection would
    // otherwise hold the server open after its last reply.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) void reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
