import type { FuzzRequest } from './cases.js';
import type { Operation } from './openapi.js';

/** What a reply must never show: a stack frame, SQL, or a database's own words. */
const LEAKS = [
  /\bat .*\.(?:ts|js|mjs):\d+/,
  /\bselect\s+[\w"*.,\s()]+?\s+from\s+["\w]|\binsert\s+into\s+["\w]|\bdelete\s+from\s+["\w]/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /syntax error|sqlstate|invalid input syntax|relation ".*" does not exist|violates .* constraint/i,
  /\b(?:drizzle|pglite|node_modules)\b/i,
];

export interface Outcome {
  status?: number;
  /** What was wrong with the reply; empty when the reply was acceptable. */
  problems: string[];
}

/**
 * Sends the request over a real socket (so a dropped connection shows) and judges the reply:
 * no 5xx but a documented 503, JSON in the contract's envelope, nothing leaked.
 */
export async function sendAndJudge(
  baseUrl: string,
  operation: Operation,
  request: FuzzRequest,
): Promise<Outcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      // A safety net against a hang only; no assertion depends on how long a reply took.
      signal: AbortSignal.timeout(30_000),
    });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { problems: [`no reply: ${cause?.code ?? cause?.message ?? String(error)}`] };
  }

  const status = response.status;
  const problems: string[] = [];
  if (status >= 500 && !(status === 503 && operation.statuses.includes('503'))) {
    problems.push(`status ${status}`);
  }
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) problems.push(`reply leaks ${leak.source}: ${excerpt(text)}`);
  // A path with `..` segments may resolve outside /api (URL parsers do that before sending);
  // what answers there (the web app, uploads) owes no API envelope.
  // A download (a CSV file) answers its own type on success, never the JSON envelope.
  const download =
    status < 300 &&
    operation.produces !== undefined &&
    (response.headers.get('content-type') ?? '').startsWith(operation.produces);
  if (new URL(request.url, baseUrl).pathname.startsWith('/api/') && !download) {
    problems.push(...envelopeProblems(status, response.headers.get('content-type'), text));
  }
  return { status, problems };
}

function envelopeProblems(status: number, contentType: string | null, text: string): string[] {
  if (!contentType?.includes('application/json')) {
    return [`${status} reply is ${contentType ?? 'untyped'}, not JSON: ${excerpt(text)}`];
  }
  let body: { success?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return [`${status} reply is not valid JSON: ${excerpt(text)}`];
  }
  if (typeof body !== 'object' || body === null || typeof body.success !== 'boolean') {
    return [`${status} reply has no success flag: ${excerpt(text)}`];
  }
  const failed = status >= 400;
  if (body.success === failed) return [`${status} reply says success: ${body.success}`];
  if (failed && (typeof body.message !== 'string' || !body.message)) {
    return [`${status} reply has no message: ${excerpt(text)}`];
  }
  return [];
}

export const excerpt = (text: string, length = 160) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text);
