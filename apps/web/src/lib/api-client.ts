import {
  UI_MESSAGES,
  ROUTES,
  fillPath,
  type EndpointInput,
  type EndpointName,
  type EndpointReply,
} from '@attire/contract';
import { authStore } from './auth-store';
import { takeFirstReply } from './first-replies';
import { toast } from './toast';

/** A failed call in the contract's envelope: `{ success: false, message, errors? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type QueryValue = string | number | undefined;

export interface CallOptions {
  signal?: AbortSignal;
  /** Ask the browser not to answer from its HTTP cache (the login check). */
  noCache?: boolean;
}

interface RequestOptions extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
}

// A call whose input is all optional (no params, no body) may leave it out.
type CallArgs<N extends EndpointName> =
  Record<string, never> extends EndpointInput<N>
    ? [input?: EndpointInput<N>, options?: CallOptions]
    : [input: EndpointInput<N>, options?: CallOptions];

/**
 * Makes the contract's call `name`: its method and path come from the contract, its input and
 * reply types from the call's schemas, so a renamed field or path breaks the build, not a page.
 */
export function apiCall<N extends EndpointName>(
  name: N,
  ...[input, options]: CallArgs<N>
): Promise<EndpointReply<N>> {
  const route = ROUTES[name];
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return request<EndpointReply<N>>(fillPath(route.path, params), {
    ...options,
    method: route.method,
    query,
    body,
  });
}

export const API_BASE = '/api';

/** As the contract's apiUrl spells it, which the server writes a page's first replies under. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const data: unknown = await response.json();
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The one way the app talks to the API. Resolves with the success payload; rejects with an
 * ApiError for any failure (network, non-2xx or `success: false`).
 */
async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.noCache) headers['Cache-Control'] = 'no-cache';

  const url = buildUrl(path, options.query);
  if (options.method === 'GET') {
    const written = takeFirstReply(url);
    if (written !== undefined) return written as T;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      cache: options.noCache ? 'no-store' : 'default',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, UI_MESSAGES.somethingWentWrong);
  }

  const data = await readJson(response);
  if (response.ok && data?.success !== false) return (data ?? {}) as T;
  throw failureOf(response, data);
}

/** What proves who is asking: the bearer token when there is one (the cookie rides along too). */
export function authHeaders(): Record<string, string> {
  const { token } = authStore.getState();
  return {
    // The server refuses cookie-authenticated writes without it (a cross-site form cannot add it).
    'X-Requested-With': 'XMLHttpRequest',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * The ApiError of a failed reply, from its envelope when it has one. A 401 on a signed-in call
 * means the session ended, so the account is forgotten and the route guard returns to login.
 */
export function failureOf(response: Response, data: Record<string, unknown> | null): ApiError {
  const message = typeof data?.message === 'string' && data.message ? data.message : '';
  const errors = data?.errors as Record<string, string[]> | undefined;
  if (response.status === 401 && authStore.getState().isAuthenticated) authStore.signOut();
  return new ApiError(response.status, message || UI_MESSAGES.somethingWentWrong, errors);
}

/** The first message of the first field of a 'Validation Error', if any. */
export function firstFieldError(errors: Record<string, string[]> | undefined): string | undefined {
  for (const messages of Object.values(errors ?? {})) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}

/** Shows a failure as the spec says: the server's message (or the fallback), destructive. */
export function toastError(error: unknown, fallback: string = UI_MESSAGES.somethingWentWrong) {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  const description =
    error instanceof ApiError && message === UI_MESSAGES.validationError
      ? firstFieldError(error.errors)
      : undefined;
  toast({ title: message, description, variant: 'destructive' });
}
