/** A client over a real socket (fetch), for journeys that cross the PayPal sandbox's pages. */
export function httpClient(baseUrl: string, token?: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}) => call('POST', path, body),
    put: (path: string, body: unknown = {}) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
    upload: async (path: string, file: Blob, filename: string) => {
      const form = new FormData();
      form.append('myFile', file, filename);
      const response = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      return { status: response.status, body: (await response.json()) as any };
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
