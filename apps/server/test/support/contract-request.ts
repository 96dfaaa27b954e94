import {
  ROUTES,
  fillPath,
  type EndpointInput,
  type EndpointName,
  type HttpMethod,
} from '@attire/contract';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * The request of the contract's call `name`: its method, its URL below `/api` (path parameters
 * filled in, query appended) and, for POST and PUT, the JSON body (`{}` when there is none).
 */
export function contractRequest<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
): { method: HttpMethod; url: string; body?: unknown } {
  const { method, path } = ROUTES[name];
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const url = `${fillPath(path, params)}${search.size ? `?${search}` : ''}`;
  return method === 'POST' || method === 'PUT'
    ? { method, url, body: body ?? {} }
    : { method, url };
}
