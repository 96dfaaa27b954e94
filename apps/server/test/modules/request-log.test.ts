import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the request log', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await startTestApp({ logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  });
  afterAll(() => t.close());

  it('writes one line per request, once it is answered, with what it was and how it went', async () => {
    lines.length = 0;
    const ok = await t.app.inject({ url: '/api/health' });
    const refused = await t.app.inject({ url: '/api/shop/products' });
    expect([ok.statusCode, refused.statusCode]).toEqual([200, 401]);

    // A refusal also says why, on a line of its own (plugins/errors.ts).
    expect(lines.map((line) => line.msg)).toEqual([
      'request completed',
      'request refused',
      'request completed',
    ]);
    const [first, , second] = lines;
    expect(first).toMatchObject({
      level: 30,
      reqId: ok.headers['x-request-id'],
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(first?.responseTime).toBeGreaterThan(0);
    expect(second).toMatchObject({
      reqId: refused.headers['x-request-id'],
      req: { url: '/api/shop/products' },
      res: { statusCode: 401 },
    });
  });
});
