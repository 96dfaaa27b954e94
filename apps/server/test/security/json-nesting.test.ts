import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, INPUT_MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  PASSWORD,
  insertPaidOrder,
  insertProduct,
  signInAdmin,
  signUp,
} from '../support/fixtures.js';

const arraysDeep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objectsDeep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

// Any values will do: the webhook checks that they are there before anything else.
const TRANSMISSION_HEADERS = {
  'paypal-transmission-id': 'a',
  'paypal-transmission-time': 'b',
  'paypal-transmission-sig': 'c',
  'paypal-cert-url': 'd',
  'paypal-auth-algo': 'e',
};

const TOO_DEEP = {
  success: false,
  message: MESSAGES.validationError,
  errors: { body: [INPUT_MESSAGES.jsonTooDeep] },
};

// Issue 21, defect 3: a webhook nested 20,000 arrays deep overflowed the stack while its event
// was serialised for PayPal's verify call, and answered 502. Bad bodies are 400s on every route.
describe('a JSON body nested too deeply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PAYPAL_WEBHOOK_ID: 'WH-ATTIRE-TEST' } });
  });
  afterAll(() => t.close());

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    payload: string,
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('is a 400 from the PayPal webhook, not a 502, whichever field holds it', async () => {
    const event = '"id":"WH-DEEP","event_type":"CHECKOUT.ORDER.APPROVED"';
    const bodies = [
      `{${event},"deep":${arraysDeep(20_000)}}`,
      `{${event},"resource":{"deep":${objectsDeep(5_000)}}}`,
      arraysDeep(20_000),
    ];
    for (const body of bodies) {
      expect(await send('POST', '/paypal/webhook', body, TRANSMISSION_HEADERS)).toEqual({
        status: 400,
        body: TOO_DEEP,
      });
    }
  });

  it('is a 400 on every other route too, signed in or not', async () => {
    const admin = await signInAdmin(t.app);
    const shopper = await signUp(t.app);
    const tee = await insertProduct(t.db);
    const line = { productId: tee.id, title: tee.title, pricePaise: 99_900, quantity: 1 };
    const order = await insertPaidOrder(t.db, shopper.user.id, [line]);
    const asAdmin = { authorization: `Bearer ${admin.token}` };
    const deepNote = `{"orderStatus":"inProcess","note":"x","deep":${arraysDeep(1_000)}}`;
    expect(await send('PUT', `/admin/order/${order.id}`, deepNote, asAdmin)).toEqual({
      status: 400,
      body: TOO_DEEP,
    });
    const deepLogin = `{"email":"a@example.com","password":${objectsDeep(LIMITS.jsonMaxDepth)}}`;
    expect(await send('POST', '/auth/login', deepLogin)).toEqual({ status: 400, body: TOO_DEEP });
  });

  it('leaves bodies within the limit, and brackets inside text, to the route', async () => {
    // Exactly as deep as allowed: past the guard, refused only by the login's own schema.
    const deepest = `{"email":"a@example.com","password":"x","extra":${arraysDeep(LIMITS.jsonMaxDepth - 1)}}`;
    expect((await send('POST', '/auth/login', deepest)).status).toBe(401);

    const bracketed = '[{"\\"'.repeat(500);
    const registered = await send(
      'POST',
      '/auth/register',
      JSON.stringify({
        name: bracketed.slice(0, 60),
        email: 'brackets@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        note: bracketed,
      }),
    );
    expect(registered.status).toBe(201);
  });
});
