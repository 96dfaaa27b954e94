import type { FastifyInstance } from 'fastify';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API through Fastify's HTTP stack (`inject`), optionally as a signed-in user. */
export function api(app: FastifyInstance, token?: string) {
  const call = async (method: Method, url: string, body?: unknown): Promise<ApiResponse> => {
    const response = await app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined && { payload: body as object }),
    });
    const text = response.body;
    return {
      status: response.statusCode,
      body:
        text && response.headers['content-type']?.toString().includes('json')
          ? JSON.parse(text)
          : text,
      headers: response.headers,
    };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    put: (url: string, body: unknown = {}) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}
