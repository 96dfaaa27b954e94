import type { FastifyInstance } from 'fastify';
import {
  type EndpointInput,
  type EndpointName,
  type EndpointReply,
  type ErrorReply,
} from '@attire/contract';
import { contractRequest } from './contract-request.js';

/**
 * A reply read two ways: `body` as the call's success reply (typed from the contract's reply
 * schema), `error` as the contract's failure envelope. Both are the same parsed JSON; a test
 * reads the one its expected status promises.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  error: ErrorReply;
  headers: Record<string, string | string[] | number | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API through Fastify's HTTP stack (`inject`), optionally as a signed-in user. */
export function api(app: FastifyInstance, token?: string) {
  const send = async (method: Method, url: string, body?: unknown): Promise<ApiResponse> => {
    const response = await app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined && { payload: body as object }),
    });
    const text = response.body;
    const json =
      text && response.headers['content-type']?.toString().includes('json')
        ? (JSON.parse(text) as unknown)
        : text;
    return {
      status: response.statusCode,
      body: json,
      error: json as ErrorReply,
      headers: response.headers,
    };
  };

  return {
    /** The contract's call `name`: path and method from the contract, reply typed by it. */
    call: async <N extends EndpointName>(
      name: N,
      input: EndpointInput<N>,
    ): Promise<ApiResponse<EndpointReply<N>>> => {
      const { method, url, body } = contractRequest(name, input);
      return (await send(method, url, body)) as ApiResponse<EndpointReply<N>>;
    },
    // Raw calls by URL, for what the contract's types would not allow: malformed ids, bodies of
    // the wrong shape, unknown routes. Their replies are read through `error` or checked loosely.
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    put: (url: string, body: unknown = {}) => send('PUT', url, body),
    delete: (url: string) => send('DELETE', url),
  };
}
