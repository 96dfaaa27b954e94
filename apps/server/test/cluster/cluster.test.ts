import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrape } from '../support/prometheus-text.js';
import { orderNumber } from '../../src/modules/mail/templates/format.js';
import {
  METRICS_TOKEN,
  register,
  startServices,
  stockedProduct,
  STOCK,
  uploadThrough,
} from './cluster-services.js';
import { CHECK } from './haproxy.js';
import { startNewcomer, type NewcomerTimes } from './newcomer.js';
import { failures, recorder, steadyTraffic, type Sent, type Shopper } from './traffic.js';

const SIZE = 3;
const by = (sent: Sent[], server: string) => sent.filter((entry) => entry.servedBy === server);

/**
 * Issue 27's cluster: three shop processes on one PostgreSQL, Redis and object store behind
 * HAProxy (docs/deploy.md's configuration), under steady reads and checkouts.
 */
describe('the shop on three processes behind HAProxy', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let product: { id: string; price: number; image: string };
  let readers: Shopper[];
  let buyers: Shopper[];
  let picture: { url: string; bytes: Buffer };

  beforeAll(async () => {
    services = await startServices(SIZE);
    picture = await uploadThrough(services.cluster.slots[0]!.process!.url);
    const stocked = await stockedProduct(services.haproxy.url, picture.url);
    product = {
      id: stocked.product.id,
      price: stocked.product.price,
      image: new URL(stocked.product.image, services.haproxy.url).pathname,
    };
    readers = await register(services.haproxy.url, 4);
    buyers = await register(services.haproxy.url, 3);
  }, 180_000);
  afterAll(async () => services?.close());

  /** Runs steady traffic through the balancer while `during` does its work. */
  async function underTraffic(during: () => Promise<void>) {
    const shop = recorder(services.haproxy.url);
    const traffic = steadyTraffic(shop, product, readers, buyers);
    await sleep(1_000);
    await during();
    await sleep(1_000);
    await traffic.stop();
    return { sent: shop.sent, placed: traffic.placed };
  }

  it('serves a picture uploaded through one process from every process and the balancer', async () => {
    const { cluster, haproxy } = services;
    const path = new URL(picture.url, haproxy.url).pathname;
    for (const slot of cluster.slots) {
      const reply = await fetch(`${slot.process!.url}${path}`);
      expect(reply.status).toBe(200);
      expect(Buffer.from(await reply.arrayBuffer()).equals(picture.bytes)).toBe(true);
    }
    const through = recorder(haproxy.url);
    for (let read = 0; read < 2 * SIZE; read++) {
      expect((await through.get(path, 'picture'))?.equals(picture.bytes)).toBe(true);
    }
    expect(new Set(through.sent.map((entry) => entry.servedBy)).size).toBe(SIZE);
  });

  it('restarts every process in turn under reads and checkouts without failing a request', async () => {
    const { cluster, haproxy } = services;
    const { sent, placed } = await underTraffic(async () => {
      for (const slot of cluster.slots) {
        expect(await cluster.stop(slot)).toBe(0);
        await cluster.start(slot);
        await haproxy.waitFor(slot.name, 'UP');
      }
    });
    console.log(
      `rolling restart: ${sent.length} requests, ${placed.length} orders placed, ` +
        `${failures(sent).length} failed; per process: ` +
        cluster.slots.map((slot) => `${slot.name} ${by(sent, slot.name).length}`).join(', '),
    );
    expect(failures(sent)).toEqual([]);
    expect(placed.length).toBeGreaterThan(0);
  }, 180_000);

  it('fails only requests in flight when a process is killed; pays each order once', async () => {
    const { cluster, haproxy, database, paypal, smtp } = services;
    const victim = cluster.slots[1]!;
    // The kill is sent, then the process is gone once its exit is seen: requests sent to it
    // between the two were in flight at the kill, whatever HAProxy had yet noticed.
    const kill = { sentAt: 0, exitedAt: 0 };
    const { sent } = await underTraffic(async () => {
      kill.sentAt = Date.now();
      await cluster.crash(victim);
      kill.exitedAt = Date.now();
      await haproxy.waitFor(victim.name, 'DOWN');
      await sleep(1_000);
    });
    await cluster.start(victim);
    await haproxy.waitFor(victim.name, 'UP');
    const failed = failures(sent);
    console.log(
      `kill -9: ${sent.length} requests, ${failed.length} failed, the process took ` +
        `${kill.exitedAt - kill.sentAt} ms to die; failed: ` +
        failed
          .map(
            (entry) =>
              `${entry.method} ${entry.label} ${entry.status} at +${entry.startedAt - kill.sentAt} ms`,
          )
          .join(', '),
    );
    for (const entry of failed) {
      expect(entry.startedAt).toBeLessThanOrEqual(kill.exitedAt);
      expect(entry.endedAt).toBeGreaterThanOrEqual(kill.sentAt);
    }

    // Reconciliation finishes what the kill interrupted. An order whose placing was cut short
    // was never approved on PayPal's page: it stays unpaid, as a shopper's abandoned one would.
    const orders = async () =>
      (
        await database.query<{ id: string; paypal: string; status: string }>(
          `select id::text, paypal_order_id as paypal, payment_status as status from orders`,
        )
      ).rows;
    const unsettled = async () => {
      const waiting = [];
      for (const order of await orders()) {
        const atPaypal = await paypal.order(order.paypal);
        const abandoned = order.status === 'pending' && atPaypal.status === 'CREATED';
        if (order.status === 'pending' && !abandoned) waiting.push(order);
      }
      return waiting;
    };
    const deadline = Date.now() + 60_000;
    while ((await unsettled()).length > 0) {
      if (Date.now() > deadline) throw new Error('approved orders still unpaid after 60 s');
      await sleep(500);
    }
    const all = await orders();
    const paid = all.filter((order) => order.status === 'paid');
    for (const order of all) {
      expect((await paypal.order(order.paypal)).captures).toBe(order.status === 'paid' ? 1 : 0);
    }
    const { rows: stock } = await database.query(
      `select total_stock::int as n from product_variants where product_id = $1`,
      [product.id],
    );
    expect(stock[0].n).toBe(STOCK - paid.length);
    // Each paid order's confirmation leaves once (the queue may still be sending the last).
    const confirmations = (order: { id: string }) =>
      smtp.delivered.filter((mail) =>
        mail.subject.includes(`order ${orderNumber(order.id)} confirmed`),
      );
    const mailDeadline = Date.now() + 30_000;
    while (paid.some((order) => confirmations(order).length === 0) && Date.now() < mailDeadline) {
      await sleep(200);
    }
    for (const order of paid) expect(confirmations(order)).toHaveLength(1);
    console.log(`kill -9: ${all.length} orders, ${paid.length} paid, each captured once`);
  }, 180_000);

  it('lets each process be scraped for its own metrics', async () => {
    const scrapes = await Promise.all(
      services.cluster.slots.map((slot) => scrape(slot.process!.url, METRICS_TOKEN)),
    );
    const total = (name: string, labels?: Record<string, string>) =>
      scrapes.reduce(
        (sum, one) => sum + one.find(name, labels).reduce((part, sample) => part + sample.value, 0),
        0,
      );
    const listings = total('http_request_duration_seconds_count', {
      route: '/api/shop/products',
      status_code: '200',
    });
    const sent = total('attire_emails_sent_total');
    console.log(
      `metrics: ${listings} listings and ${sent} e-mails counted by the processes now running; ` +
        `shop1's scrape: ${scrapes[0]!.samples.length} samples, e.g.\n` +
        scrapes[0]!.samples
          .filter((sample) =>
            /^(attire_|nodejs_eventloop_lag_p99|process_resident)/.test(sample.name),
          )
          .map((sample) => `  ${sample.name}${JSON.stringify(sample.labels)} ${sample.value}`)
          .join('\n'),
    );
    expect(listings).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(0);
    for (const one of scrapes) {
      expect(one.value('attire_listing_index_built')).toBe(1);
      expect(one.value('attire_db_pool_max_clients')).toBeGreaterThan(0);
      expect(one.find('attire_job_queue_jobs').length).toBeGreaterThan(0);
      expect(one.find('nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    }
  });

  it('sends a new process nothing before it is ready', async () => {
    const { cluster, haproxy } = services;
    const newcomer = cluster.slots[2]!;
    await cluster.stop(newcomer);
    await haproxy.waitFor(newcomer.name, 'DOWN');
    let times: NewcomerTimes | undefined;
    const { sent } = await underTraffic(async () => {
      times = await startNewcomer(cluster, haproxy, newcomer);
    });
    const { lastNotReadyAt, readyAt } = times!;
    const served = by(sent, newcomer.name);
    console.log(
      `new process: ready ${readyAt - lastNotReadyAt} ms after its last "not ready"; ` +
        `${served.length} requests after it was UP, first sent ${Math.min(...served.map((s) => s.startedAt)) - readyAt} ms after ready`,
    );
    expect(served.length).toBeGreaterThan(0);
    // HAProxy needs `rise` good checks, CHECK.intervalMs apart, after the first "ready".
    for (const entry of served) expect(entry.startedAt).toBeGreaterThan(lastNotReadyAt);
    expect(CHECK.rise).toBeGreaterThan(1);
    expect(failures(sent)).toEqual([]);
  }, 180_000);
});
