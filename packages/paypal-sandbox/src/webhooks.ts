import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { newId } from './records.js';
import type { VerifyWebhook } from './schemas.js';

// PayPal's events for what the sandbox does: DECLINED when a capture is declined at once,
// DENIED when a PENDING one is declined later.
const RESOURCE_TYPES = {
  'CHECKOUT.ORDER.APPROVED': 'checkout-order',
  'PAYMENT.CAPTURE.COMPLETED': 'capture',
  'PAYMENT.CAPTURE.PENDING': 'capture',
  'PAYMENT.CAPTURE.DECLINED': 'capture',
  'PAYMENT.CAPTURE.DENIED': 'capture',
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
} as const;

export type EventType = keyof typeof RESOURCE_TYPES;

// Delivery is best effort: a few attempts, each bounded in time, and a bounded queue, so that a
// slow or absent receiver costs neither memory nor the replies to API calls.
const ATTEMPTS = 3;
const RETRY_DELAYS_MS = [1_000, 5_000];
const ATTEMPT_TIMEOUT_MS = 5_000;
const MAX_PENDING = 100;

export interface WebhookOptions {
  /** Where events are posted; none are sent without it. */
  url: string | undefined;
  /** The id the receiver names in verify-webhook-signature (PayPal's webhook subscription id). */
  webhookId: string;
  /** Holds the signing key, so that signatures still verify after a restart. */
  secretFile: string;
  warn: (message: string) => void;
}

/**
 * PayPal's webhooks: events posted with PayPal's transmission headers, and the check a receiver
 * asks for with verify-webhook-signature. The signature is an HMAC, under a key only the sandbox
 * knows, of what PayPal signs: transmission id and time, webhook id and a digest of the event
 * itself, so that genuine headers replayed with a changed event do not verify.
 */
export async function openWebhooks(options: WebhookOptions) {
  const key = await readOrCreateKey(options.secretFile);
  const closing = new AbortController();
  let pending = 0;

  const sign = (transmissionId: string, time: string, webhookId: string, event: unknown) =>
    createHmac('sha256', key)
      .update(`${transmissionId}|${time}|${webhookId}|${digest(event)}`)
      .digest();

  async function deliver(url: string, event: { id: string }) {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const signature = sign(transmissionId, time, options.webhookId, event);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'paypal-transmission-id': transmissionId,
            'paypal-transmission-time': time,
            'paypal-transmission-sig': signature.toString('base64'),
            'paypal-auth-algo': 'SHA256withRSA',
            'paypal-cert-url': 'https://paypal-sandbox.invalid/v1/notifications/certs/CERT-sandbox',
          },
          body,
          signal: AbortSignal.any([closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // Unreachable or too slow: tried again below.
      }
      if (closing.signal.aborted) return;
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) break;
      await sleep(delay, undefined, { signal: closing.signal }).catch(() => undefined);
    }
    if (!closing.signal.aborted) {
      options.warn(`PayPal sandbox: webhook ${event.id} was not accepted by ${url}`);
    }
  }

  return {
    send(type: EventType, resource: object, summary: string) {
      const url = options.url;
      if (!url || closing.signal.aborted) return;
      if (pending >= MAX_PENDING) {
        options.warn(`PayPal sandbox: webhook queue full, ${type} dropped`);
        return;
      }
      const event = {
        id: `WH-${newId(17)}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: RESOURCE_TYPES[type],
        resource_version: '2.0',
        event_type: type,
        summary,
        // As the receiver will parse it (no undefined fields), so that its digest matches.
        resource: JSON.parse(JSON.stringify(resource)) as unknown,
      };
      pending++;
      void deliver(url, event).finally(() => pending--);
    },

    verify(input: VerifyWebhook): boolean {
      const expected = sign(
        input.transmission_id,
        input.transmission_time,
        input.webhook_id,
        input.webhook_event,
      );
      const given = Buffer.from(input.transmission_sig, 'base64');
      return (
        input.webhook_id === options.webhookId &&
        given.length === expected.length &&
        timingSafeEqual(given, expected)
      );
    },

    /** Stops retries and deliveries in flight. */
    close: () => closing.abort(),
  };
}

export type Webhooks = Awaited<ReturnType<typeof openWebhooks>>;

/**
 * A digest of an event that does not depend on its keys' order: the receiver sends back the event
 * it parsed, whose keys its parser may have reordered.
 */
function digest(event: unknown): string {
  return createHash('sha256').update(canonical(event)).digest('base64url');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function readOrCreateKey(file: string): Promise<Buffer> {
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  if (Buffer.from(stored, 'base64url').length === 32) return Buffer.from(stored, 'base64url');
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64url'), { mode: 0o600 });
  return key;
}
