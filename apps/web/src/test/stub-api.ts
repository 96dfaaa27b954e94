import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  /** Values of the route's `:name` segments. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
  headers: Headers;
}

export interface StubReply {
  status?: number;
  body: unknown;
}

/** A Response as it is: a reply that is not JSON (a tax document's PDF). */
type Handler = (request: StubRequest) => StubReply | Response | Promise<StubReply | Response>;

/** Routes keyed 'METHOD /path/:param', as stubApi takes them. */
export type StubRoutes = Record<string, Handler>;

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * Replaces fetch with a tiny API: routes are keyed 'METHOD /path/:param' relative to /api, as
 * in the contract. The real API client runs on top, so envelopes and errors behave as live.
 * An unknown route fails the test loudly (404 with the route in the message).
 */
export function stubApi(routes: StubRoutes) {
  const calls: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const rawBody = init?.body;
    const body =
      typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : (rawBody ?? undefined);
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern = ''] = key.split(' ');
      const params = routeMethod === method ? matchRoute(pattern, path) : null;
      if (!params) continue;
      const headers = new Headers(init?.headers);
      const request = { method, path, params, query: url.searchParams, body, headers };
      calls.push(request);
      const reply = await handler(request);
      if (reply instanceof Response) return reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const message = `No stub for ${method} ${path}`;
    return new Response(JSON.stringify({ success: false, message }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}
