import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { AppError } from '../../src/lib/errors.js';
import { createInFlightLimit } from '../../src/lib/in-flight-limit.js';
import { createSemaphore } from '../../src/lib/semaphore.js';

/** A promise the test settles when it chooses: work that holds its slot until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const visitor = (ip: string) => ({ user: null, ip });
const shopper = (id: string, ip: string) => ({ user: { id }, ip });

// Issue 7, finding 4: the per-client allowance of searches and listings running at once (the
// routes use it; bounded-cost.test.ts checks them over HTTP on PostgreSQL).
describe('in-flight limit', () => {
  it('refuses a client past its allowance with 429 and Retry-After, and frees slots as work ends', async () => {
    const limit = createInFlightLimit({ perAccount: 2, perAddress: 2 });
    const first = gate();
    const held = [
      limit.run(visitor('1.1.1.1'), () => first.opened),
      limit.run(visitor('1.1.1.1'), () => first.opened),
    ];

    const refused = await limit
      .run(visitor('1.1.1.1'), async () => 'ran')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      message: MESSAGES.tooManyAtOnce,
      headers: { 'retry-after': '1' },
    });
    // Another client has an allowance of its own.
    expect(await limit.run(visitor('2.2.2.2'), async () => 'ran')).toBe('ran');

    first.open();
    await Promise.all(held);
    expect(await limit.run(visitor('1.1.1.1'), async () => 'ran')).toBe('ran');
  });

  it('counts signed-in shoppers by account, so shoppers behind one address each have their own', async () => {
    const limit = createInFlightLimit({ perAccount: 1, perAddress: 3 });
    const first = gate();
    const sharedAddress = '100.64.0.1';
    const held = limit.run(shopper('a', sharedAddress), () => first.opened);

    // Another account behind the same carrier-grade NAT address is not turned away...
    expect(await limit.run(shopper('b', sharedAddress), async () => 'ran')).toBe('ran');
    // ...while the first account, even from another address, is past its allowance.
    await expect(limit.run(shopper('a', '10.0.0.9'), async () => 'ran')).rejects.toMatchObject({
      statusCode: 429,
    });
    // Visitors at that address are counted apart from the accounts signed in there.
    expect(await limit.run(visitor(sharedAddress), async () => 'ran')).toBe('ran');

    first.open();
    await held;
    expect(await limit.run(shopper('a', sharedAddress), async () => 'ran')).toBe('ran');
  });

  it('frees the slot of work that failed', async () => {
    const limit = createInFlightLimit({ perAccount: 1, perAddress: 1 });
    await expect(
      limit.run(visitor('1.1.1.1'), async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await limit.run(visitor('1.1.1.1'), async () => 'ran')).toBe('ran');
  });
});

// Issue 7, finding 9: image re-encodes run at most two at a time.
describe('semaphore', () => {
  it('runs at most `permits` tasks at once and the rest in turn', async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let most = 0;
    const gates = [gate(), gate(), gate(), gate()];
    const done = gates.map((g) =>
      semaphore.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    for (const g of gates) g.open();
    await Promise.all(done);
    expect(most).toBe(2);
  });
});
