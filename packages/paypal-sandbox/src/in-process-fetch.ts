import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The socket address of requests made with inProcessFetch. No peer on a network can have it, so
 * the sandbox can tell its own host's calls from strangers' (it does not rate-limit them).
 */
export const IN_PROCESS_ADDRESS = 'in-process';

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that hands each request to a Fastify instance of this process (`inject`): the same
 * HTTP request and reply, without a socket. Only the URL's path and query are used.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const injected = app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload && { payload }),
      remoteAddress: IN_PROCESS_ADDRESS,
    });
    const response = await untilAborted(injected, request.signal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    const body = BODYLESS_STATUSES.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}

/** Like fetch, gives up when the request's signal aborts (the injected call runs on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
