import type { FastifyInstance } from 'fastify';

/**
 * Keeps what the server logs as errors (the error handler logs every 5xx with its cause), so
 * that the report can say why a request failed. The test app logs nothing: its null logger is
 * one object shared by every request, so wrapping its `error` sees them all. Requests are sent
 * one at a time, so what was logged since the last `take()` belongs to the last request.
 */
export function watchServerErrors(app: FastifyInstance) {
  const seen: string[] = [];
  const log = app.log as unknown as { error: (...args: unknown[]) => void };
  const original = log.error.bind(log);
  log.error = (first: unknown, ...rest: unknown[]) => {
    seen.push(describe(first, rest));
    original(first, ...rest);
  };
  return { take: () => seen.splice(0) };
}

function describe(first: unknown, rest: unknown[]): string {
  const error = (first as { err?: unknown })?.err ?? first;
  if (!(error instanceof Error)) return String(rest[0] ?? first);
  const frame = error.stack
    ?.split('\n')
    .find((line) => line.includes('/src/') && !line.includes('node_modules'))
    ?.trim();
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  // Drizzle's message is the whole query and its parameters; its start says enough.
  const message = error.message.replace(/^(Failed query: [\s\S]{0,60})[\s\S]*$/, '$1…');
  return `${error.name}: ${message.slice(0, 200)}${cause}${frame ? ` ${frame}` : ''}`;
}
