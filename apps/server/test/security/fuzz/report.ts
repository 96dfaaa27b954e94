import type { FuzzRequest } from './cases.js';
import { excerpt, type Outcome } from './send.js';

/**
 * The failures of one operation, one line per root cause (with how often it happened), each
 * with a request that caused it and what the server logged.
 */
export class FailureReport {
  private readonly groups = new Map<string, { count: number; line: string }>();

  add(request: FuzzRequest, outcome: Outcome, serverLog: string[]): void {
    for (const problem of outcome.problems) {
      const key = `${problem.split(':')[0]} | ${rootCause(request, serverLog)}`;
      const group = this.groups.get(key);
      if (group) {
        group.count++;
        continue;
      }
      const line = printable(describeFailure(problem, request, serverLog));
      this.groups.set(key, { count: 1, line });
    }
  }

  /** One entry per kind of failure; empty when the operation held up. */
  entries(): string[] {
    return [...this.groups.values()].map(({ count, line }) =>
      count > 1 ? `${line} [×${count}]` : line,
    );
  }
}

/**
 * What tells failures apart: the server's logged error (message and place, without the values),
 * or, when it logged none, which oddities the request had (without their values).
 */
function rootCause(request: FuzzRequest, serverLog: string[]): string {
  const logged = serverLog[0];
  if (logged) {
    return logged
      .replace(/Failed query: [\s\S]*?(?=\(cause:|$)/, 'Failed query ')
      .replace(/[0-9a-f-]{36}|\d+/g, '#');
  }
  return request.notes.map((note) => note.split(/=| \(/)[0]!.trim().slice(0, 50)).join('; ');
}

function describeFailure(problem: string, request: FuzzRequest, serverLog: string[]): string {
  const parts = [
    `${problem} ← ${request.method} ${shorten(request.url)} as ${request.caller}`,
    `odd: ${request.notes.join('; ') || 'nothing (a valid-looking request)'}`,
  ];
  if (request.body !== undefined) parts.push(`body: ${describeBody(request)}`);
  if (serverLog.length) parts.push(`server logged: ${serverLog.join(' / ')}`);
  return parts.join(' | ');
}

function describeBody(request: FuzzRequest): string {
  const type = request.headers['content-type'] ?? '(no content-type)';
  if (typeof request.body === 'string') return `${type} ${excerpt(request.body, 200)}`;
  if (request.body instanceof FormData) {
    const fields = [...request.body.entries()].map(([name, value]) =>
      typeof value === 'string' ? `${name}=${excerpt(value, 40)}` : `${name}=file(${value.size} B)`,
    );
    return `multipart form {${fields.join(', ')}}`;
  }
  return `${type} ${request.body?.byteLength ?? 0} bytes`;
}

const shorten = (url: string) => (url.length > 160 ? `${url.slice(0, 160)}…(${url.length})` : url);

/** Control characters and lone surrogates escaped, so that terminals and CI logs show them. */
const printable = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
