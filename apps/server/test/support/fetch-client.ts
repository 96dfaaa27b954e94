import {
  ROUTES,
  type EndpointInput,
  type EndpointName,
  type EndpointReply,
  type ErrorReply,
} from '@attire/contract';
import { contractRequest } from './contract-request.js';

/** A reply read as the call's success reply (`body`) or as the failure envelope (`error`). */
export interface FetchResponse<T = unknown> {
  status: number;
  body: T;
  error: ErrorReply;
}

async function read<T>(response: Response): Promise<FetchResponse<T>> {
  const json: unknown = await response.json();
  return { status: response.status, body: json as T, error: json as ErrorReply };
}

/** A client over a real socket (fetch), for journeys that cross the PayPal sandbox's pages. */
export function httpClient(baseUrl: string, token?: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return read<unknown>(response);
  };
  return {
    /** The contract's call `name`: path and method from the contract, reply typed by it. */
    call: async <N extends EndpointName>(name: N, input: EndpointInput<N>) => {
      const { method, url, body } = contractRequest(name, input);
      return (await send(method, url, body)) as FetchResponse<EndpointReply<N>>;
    },
    // Raw calls by URL, for what the contract's types would not allow.
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    put: (path: string, body: unknown = {}) => send('PUT', path, body),
    delete: (path: string) => send('DELETE', path),
    /** The product image upload: a multipart form with the file in the `myFile` field. */
    upload: async (file: Blob, filename: string) => {
      const form = new FormData();
      form.append('myFile', file, filename);
      const { method, path } = ROUTES['adminProducts.uploadImage'];
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      return read<EndpointReply<'adminProducts.uploadImage'>>(response);
    },
  };
}

/**
 * Does what a shopper does on the PayPal approval page: opens it and presses the button with
 * the given label. Returns where the browser is sent next.
 */
export async function pressOnApprovalPage(approvalUrl: string, label: 'Pay' | 'Cancel') {
  const page = await fetch(approvalUrl);
  if (page.status !== 200) throw new Error(`approval page answered ${page.status}`);
  const html = await page.text();
  const form = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((candidate) => new RegExp(`>\\s*${label}\\s*<`).test(candidate));
  if (!form) throw new Error(`no ${label} button on the approval page`);
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? approvalUrl;
  const fields = new URLSearchParams();
  for (const input of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields.append(name, value.replace(/&amp;/g, '&'));
  }
  const submitted = await fetch(new URL(action.replace(/&amp;/g, '&'), approvalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const location = submitted.headers.get('location');
  if (!location) throw new Error(`the ${label} button did not redirect (${submitted.status})`);
  return new URL(location, approvalUrl);
}
