import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT: first answer readiness with 503 for `notReadyMs` while still serving,
 * so that a balancer stops sending requests before any is refused; then drain (health answers
 * 503, connections are not kept), wait for the requests in flight, close, exit 0. A request
 * stuck behind a row lock or a slow client must not hold the process forever, so past
 * `timeoutMs` it exits 1, logging what it abandoned.
 */
export function closeOnSignals(
  app: FastifyInstance,
  { timeoutMs, notReadyMs }: { timeoutMs: number; notReadyMs: number },
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl-C means "now"
    closing = true;
    app.lifecycle.startLeaving();
    if (notReadyMs > 0) {
      app.log.info({ signal, notReadyMs }, 'shutting down: not ready, serving until drained');
      setTimeout(() => drain(signal), notReadyMs);
    } else drain(signal);
  };
  const drain = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.lifecycle.startDraining();
    const deadline = setTimeout(() => {
      const abandoned = app.lifecycle.running();
      app.log.error(
        { abandoned, timeoutMs },
        abandoned.length > 0
          ? `shutdown took over ${timeoutMs} ms: abandoning ${abandoned.length} request(s) in flight`
          : `shutdown took over ${timeoutMs} ms: giving up on closing the database`,
      );
      process.exit(1);
    }, timeoutMs);
    // Closing the app waits for requests in flight, then its onClose hooks close the database.
    app.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
