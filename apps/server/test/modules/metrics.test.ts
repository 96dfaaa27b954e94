import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { httpClient } from '../support/fetch-client.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { parsePrometheusText, scrape } from '../support/prometheus-text.js';

// GET /metrics over a real socket: refused without the token, absent without the setting, and
// holding what the contract lists once the token is given.

const TOKEN = 'scrape-token-0123456789abcdef';
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    // With a web build, so that the app's fallback page would answer an unknown path.
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'attire-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Attire</title>');
    t = await startTestApp({ listen: true, webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers 404 as for any unknown path, token or not, and never the web app', async () => {
    const unknown = await fetch(`${t.baseUrl}/no-such-file.txt`);
    expect(unknown.status).toBe(404);
    const notFound: unknown = await unknown.json();
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await fetch(`${t.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual(notFound);
    }
    // The web app still answers its own pages, so the 404 above is not a missing build.
    expect(await (await fetch(`${t.baseUrl}/shop/home`)).text()).toContain('<title>Attire');
    expect(t.app.metrics).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it.each([
    ['no token', {}],
    ['a wrong token of the same length', { authorization: `Bearer ${TOKEN.replace('s', 'x')}` }],
    ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, 20)}` }],
    ['the token with more after it', { authorization: `Bearer ${TOKEN}0` }],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s with a 401 that says nothing of the token', async (_case, headers) => {
    const response = await fetch(`${t.baseUrl}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = await response.text();
    expect(body).not.toContain(TOKEN.slice(0, 8));
    expect(body).not.toContain('http_request_duration_seconds');
  });

  it('serves the text format with every metric the contract lists, and the process own', async () => {
    const response = await fetch(`${t.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { types } = parsePrometheusText(await response.text());
    expect(Object.fromEntries(types)).toMatchObject({
      http_request_duration_seconds: 'histogram',
      attire_job_queue_jobs: 'gauge',
      attire_job_queue_oldest_ready_age_seconds: 'gauge',
      attire_emails_sent_total: 'counter',
      attire_emails_failed_total: 'counter',
      attire_listing_index_built: 'gauge',
      attire_listing_index_age_seconds: 'gauge',
      // collectDefaultMetrics: event loop lag, memory, GC.
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      process_resident_memory_bytes: 'gauge',
      nodejs_gc_duration_seconds: 'histogram',
    });
    // Not an API call: the API's document leaves it out.
    const document = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    const pool = [...types.keys()].filter((name) => name.startsWith('attire_db_pool_'));
    // PGlite is one connection in the process: no pool to report.
    expect(pool.sort()).toEqual(
      onPostgres
        ? [
            'attire_db_pool_clients',
            'attire_db_pool_idle_clients',
            'attire_db_pool_max_clients',
            'attire_db_pool_waiting_queries',
          ]
        : [],
    );
  });

  it('times requests by route pattern and status, never by the URL they asked for', async () => {
    const { token } = await signUp(t.app);
    const product = await insertProduct(t.db);
    const shopper = httpClient(t.baseUrl, token);
    for (let i = 0; i < 3; i++) {
      const details = await shopper.call('shopProducts.details', { params: { id: product.id } });
      expect(details.status).toBe(200);
    }
    const missingId = '0b7f0f7e-0000-4000-8000-00000000dead';
    expect((await shopper.call('shopProducts.details', { params: { id: missingId } })).status).toBe(
      404,
    );
    expect((await fetch(`${t.baseUrl}/api/no/such/${missingId}`)).status).toBe(404);

    const metrics = await scrape(t.baseUrl, TOKEN);
    const route = '/api/shop/products/:id';
    const count = (labels: Record<string, string>) =>
      metrics.value('http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route, status_code: '200' })).toBe(3);
    expect(count({ method: 'GET', route, status_code: '404' })).toBe(1);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThan(0);
    // Every request lands in the last bucket; the others count those within their bound.
    const buckets = metrics.find('http_request_duration_seconds_bucket', {
      route,
      status_code: '200',
    });
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(3);
    expect(buckets.map((bucket) => bucket.labels.le)[0]).toBe('0.005');
    expect(
      metrics.value('http_request_duration_seconds_sum', { route, status_code: '200' }),
    ).toBeGreaterThan(0);

    const labelValues = metrics.samples.flatMap((sample) => Object.values(sample.labels));
    expect(
      labelValues.filter((value) => value.includes(product.id) || value.includes(missingId)),
    ).toEqual([]);
  });

  it('reports the listing index: built, and how long since it last caught up', async () => {
    const { token } = await signUp(t.app);
    await insertProduct(t.db);
    expect(
      (await httpClient(t.baseUrl, token).call('shopProducts.list', { query: {} })).status,
    ).toBe(200);
    const afterListing = await scrape(t.baseUrl, TOKEN);
    expect(afterListing.value('attire_listing_index_built')).toBe(1);
    const age = afterListing.value('attire_listing_index_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(5);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // No listing since: the index has not looked at the database for a second longer.
    const later = (await scrape(t.baseUrl, TOKEN)).value('attire_listing_index_age_seconds');
    expect(later - age).toBeGreaterThanOrEqual(1);
  });

  it.runIf(onPostgres)('reads the connection pool as it is at the scrape', async () => {
    const metrics = await scrape(t.baseUrl, TOKEN);
    expect(metrics.value('attire_db_pool_max_clients')).toBe(10);
    const open = metrics.value('attire_db_pool_clients');
    expect(open).toBeGreaterThanOrEqual(1);
    expect(metrics.value('attire_db_pool_idle_clients')).toBeLessThanOrEqual(open);
    expect(metrics.value('attire_db_pool_waiting_queries')).toBe(0);

    // Queries held on every connection at once: the pool opens its ten and the rest wait.
    // (then() sends each: a Drizzle query runs only once something waits for it).
    const held = Array.from({ length: 14 }, () =>
      t.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = await scrape(t.baseUrl, TOKEN);
    await Promise.all(held);
    expect(busy.value('attire_db_pool_clients')).toBe(10);
    expect(busy.value('attire_db_pool_idle_clients')).toBe(0);
    // Fourteen held, plus the scrape's own read of the job queue.
    expect(busy.value('attire_db_pool_waiting_queries')).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /metrics before the listing index is built', () => {
  it('says it is not built, and gives no age', async () => {
    // Not listening, so nothing builds the index until a listing asks.
    const t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const metrics = parsePrometheusText(response.body);
      expect(metrics.value('attire_listing_index_built')).toBe(0);
      expect(metrics.value('attire_listing_index_age_seconds')).toBeNaN();
    } finally {
      await t.close();
    }
  });
});
