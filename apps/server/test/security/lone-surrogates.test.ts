import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, INPUT_MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  PASSWORD,
  insertPaidOrder,
  insertProduct,
  signInAdmin,
  signUp,
  type Session,
} from '../support/fixtures.js';
import { api } from '../support/http.js';
import { WALK } from '../support/lifecycle.js';

/**
 * Sends JSON text as written: a lone surrogate survives only as a `\uXXXX` escape, since
 * JSON.stringify writes one as such but a test's own string literal could not be sent as UTF-8.
 */
async function sendText(
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  json: string,
) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: json,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const refusedIn = (field: string) => ({
  status: 400,
  body: {
    success: false,
    message: MESSAGES.validationError,
    errors: { [field]: [INPUT_MESSAGES.loneSurrogate] },
  },
});

// Issue 21, defect 6: half of a surrogate pair has no UTF-8 form; in a note it reached a JSON
// column, which PostgreSQL refused (a 500), and in a text column it became U+FFFD unasked.
describe('a lone UTF-16 surrogate in any text field', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  async function paidOrder(quantity = 1) {
    const tee = await insertProduct(t.db, { price: 999 });
    const line = { productId: tee.id, title: tee.title, pricePaise: 99_900, quantity };
    return { ...(await insertPaidOrder(t.db, shopper.user.id, [line])), productId: tee.id };
  }
  const setStatus = (id: string, json: string) =>
    sendText(t, admin.token, 'PUT', `/admin/order/${id}`, json);
  const statusOf = async (id: string) => {
    const reply = await api(t.app, admin.token).call('adminOrders.details', { params: { id } });
    return reply.body.order.orderStatus;
  };

  it("is a field error in an order's status note, and the order stays as it was", async () => {
    const order = await paidOrder();
    const reply = await setStatus(
      order.id,
      String.raw`{"orderStatus":"inProcess","note":"packed \ud800"}`,
    );
    expect(reply).toEqual(refusedIn('note'));
    expect(await statusOf(order.id)).toBe('confirmed');

    // A whole pair, escaped the same way, is ordinary text.
    const paired = await setStatus(
      order.id,
      String.raw`{"orderStatus":"inProcess","note":"packed \ud83d\udce6"}`,
    );
    expect(paired.status).toBe(200);
    expect(await statusOf(order.id)).toBe('inProcess');
  });

  it("is a field error in the admin's note on a return, and in a return's reason", async () => {
    const order = await paidOrder(2);
    for (const orderStatus of WALK.delivered!) {
      expect((await setStatus(order.id, JSON.stringify({ orderStatus }))).status).toBe(200);
    }
    const items = JSON.stringify([{ productId: order.productId, quantity: 1 }]);
    const ask = (reason: string) =>
      sendText(
        t,
        shopper.token,
        'POST',
        `/shop/order/${order.id}/returns`,
        `{"items":${items},"reason":"${reason}"}`,
      );
    const asked = await ask('too small');
    expect(asked.status).toBe(201);
    const returnId = (asked.body.return as { id: string }).id;
    const answer = (json: string) =>
      sendText(t, admin.token, 'PUT', `/admin/returns/${returnId}`, json);

    expect(await answer(String.raw`{"status":"approved","note":"packed \ud800"}`)).toEqual(
      refusedIn('note'),
    );
    expect((await answer('{"status":"approved","note":"packed"}')).status).toBe(200);
    // The second unit: a reason is stored as text, where the lone half became U+FFFD unasked.
    expect(await ask(String.raw`too small \udfff`)).toEqual(refusedIn('reason'));
  });

  it('is a field error in a name, reversed pairs and nested or unknown fields included', async () => {
    const register = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"${name}","email":"surrogate-${Math.random()}@example.com","password":"${PASSWORD}","password_confirmation":"${PASSWORD}"}`,
      });
    // Low half before high half: each is alone.
    const reversed = await register(String.raw`Ann \udc00\ud800`);
    expect({ status: reversed.statusCode, body: reversed.json() }).toEqual(refusedIn('name'));

    const nested = await sendText(
      t,
      shopper.token,
      'POST',
      '/shop/order',
      String.raw`{"userId":"${shopper.user.id}","cartItems":[{"productId":"x","title":"T\ud800"}]}`,
    );
    expect(nested).toEqual(refusedIn('cartItems'));
    const inKey = await sendText(
      t,
      shopper.token,
      'POST',
      '/shop/cart',
      String.raw`{"odd\udbff":1}`,
    );
    expect(inKey).toEqual(refusedIn('odd\udbff'));
  });
});
