import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';

/** One endpoint under load on one server for one stretch of time. */
export interface LoadFigures {
  /** Requests per second, the mean of autocannon's one-second samples. */
  rps: number;
  /** Latency in ms (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export async function loadEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  options: LoadOptions,
): Promise<LoadFigures> {
  const { paths } = endpoint;
  // One counter for all connections, so that consecutive requests ask for other products.
  let next = 0;
  const result = await autocannon({
    url: paths.length === 1 ? baseUrl + paths[0] : baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(paths.length > 1 && {
      requests: [
        { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
      ],
    }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
