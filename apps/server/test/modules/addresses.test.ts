import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

const PIN_ERROR = 'Enter a valid 6-digit PIN code';
const PHONE_ERROR = 'Enter a valid 10-digit Indian mobile number';

const home = {
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: 'Ring the bell twice',
};

describe('addresses', () => {
  let t: TestApp;
  let shopper: Session;
  let other: Session;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const as = (session: Session) => api(t.app, session.token);
  const add = (session: Session, fields: Record<string, unknown> = home) =>
    as(session).post('/shop/address', { userId: session.user.id, ...fields });

  it('starts with an empty address book', async () => {
    const fresh = await signUp(t.app);
    const reply = await as(fresh).get(`/shop/address/${fresh.user.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, addressList: [] });
  });

  it('adds addresses and lists them oldest first', async () => {
    const user = await signUp(t.app);
    const first = await add(user);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      address: { id: expect.any(String), userId: user.user.id, ...home },
    });
    const second = await add(user, { ...home, address: '4 Park Street', city: 'Kolkata' });
    expect(second.status).toBe(201);

    const list = await as(user).get(`/shop/address/${user.user.id}`);
    expect(list.body.addressList.map((entry: any) => entry.id)).toEqual([
      first.body.address.id,
      second.body.address.id,
    ]);
    expect(list.body.addressList[1].city).toBe('Kolkata');
  });

  it('keeps PIN codes and phone numbers in one normalised form', async () => {
    const cases = [
      { pincode: '560 038', phone: '+91 98765 43210' },
      { pincode: '560038', phone: '09876543210' },
      { pincode: ' 560038 ', phone: '91-98765-43210' },
      { pincode: '560038', phone: '+919876543210' },
    ];
    for (const written of cases) {
      const reply = await add(shopper, { ...home, ...written });
      expect(reply.status).toBe(201);
      expect(reply.body.address).toMatchObject({ pincode: '560038', phone: '9876543210' });
    }
  });

  it('trims the text fields and lets notes be left out', async () => {
    const reply = await add(shopper, {
      address: '  7 Marine Drive ',
      city: ' Mumbai ',
      pincode: '400020',
      phone: '7012345678',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.address).toMatchObject({
      address: '7 Marine Drive',
      city: 'Mumbai',
      notes: '',
    });
  });

  it('rejects PIN codes and phone numbers that are not Indian, with field errors', async () => {
    for (const pincode of ['012345', '56003', '5600381', 'ABCDEF', '']) {
      const reply = await add(shopper, { ...home, pincode });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        message: MESSAGES.validationError,
        errors: { pincode: [PIN_ERROR] },
      });
    }
    for (const phone of ['12345', '5876543210', '+1 9876543210', '98765432101', 'phone']) {
      const reply = await add(shopper, { ...home, phone });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ phone: [PHONE_ERROR] });
    }
  });

  it('requires the address and city', async () => {
    const reply = await add(shopper, { ...home, address: '   ', city: undefined });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      address: ['Address is required'],
      city: ['City is required'],
    });
  });

  it('updates an address in place', async () => {
    const created = await add(shopper);
    const id = created.body.address.id;
    const changed = { ...home, city: 'Mysuru', pincode: '570 001', phone: '0 8123456789' };
    const reply = await as(shopper).put(`/shop/address/${shopper.user.id}/${id}`, changed);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      address: {
        ...home,
        id,
        userId: shopper.user.id,
        city: 'Mysuru',
        pincode: '570001',
        phone: '8123456789',
      },
    });

    const list = await as(shopper).get(`/shop/address/${shopper.user.id}`);
    expect(list.body.addressList.find((entry: any) => entry.id === id).city).toBe('Mysuru');
  });

  it('validates an update like a new address', async () => {
    const created = await add(shopper);
    const url = `/shop/address/${shopper.user.id}/${created.body.address.id}`;
    const reply = await as(shopper).put(url, { ...home, pincode: '000000' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ pincode: [PIN_ERROR] });
    const list = await as(shopper).get(`/shop/address/${shopper.user.id}`);
    const kept = list.body.addressList.find((entry: any) => entry.id === created.body.address.id);
    expect(kept.pincode).toBe(home.pincode);
  });

  it('deletes an address, then answers 404 for it', async () => {
    const created = await add(shopper);
    const url = `/shop/address/${shopper.user.id}/${created.body.address.id}`;
    const reply = await as(shopper).delete(url);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MESSAGES.addressDeleted });

    const list = await as(shopper).get(`/shop/address/${shopper.user.id}`);
    expect(list.body.addressList.map((entry: any) => entry.id)).not.toContain(
      created.body.address.id,
    );
    const again = await as(shopper).delete(url);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: MESSAGES.addressNotFound });
    expect((await as(shopper).put(url, home)).status).toBe(404);
  });

  it("treats another user's address as not found and leaves it alone", async () => {
    const theirs = await add(other);
    const url = `/shop/address/${shopper.user.id}/${theirs.body.address.id}`;
    const update = await as(shopper).put(url, { ...home, city: 'Hijacked' });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe(MESSAGES.addressNotFound);
    expect((await as(shopper).delete(url)).status).toBe(404);

    const list = await as(other).get(`/shop/address/${other.user.id}`);
    expect(list.body.addressList).toEqual([theirs.body.address]);
  });

  it("refuses another user's id in the path or the body", async () => {
    const owner = await signUp(t.app);
    const theirs = await add(owner, { ...home, city: 'Pune' });
    const theirUrl = `/shop/address/${owner.user.id}/${theirs.body.address.id}`;
    const replies = [
      await as(shopper).get(`/shop/address/${owner.user.id}`),
      await as(shopper).post('/shop/address', { ...home, userId: owner.user.id }),
      await as(shopper).put(theirUrl, { ...home, city: 'Hijacked' }),
      await as(shopper).delete(theirUrl),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([403, 403, 403, 403]);
    expect(replies[0]!.body).toEqual({ success: false, message: MESSAGES.forbidden });

    const list = await as(owner).get(`/shop/address/${owner.user.id}`);
    expect(list.body.addressList.map((entry: any) => entry.city)).toEqual(['Pune']);
  });

  it('answers 404 for malformed or unknown ids in the path', async () => {
    const mine = shopper.user.id;
    expect((await as(shopper).get('/shop/address/not-a-uuid')).status).toBe(404);
    expect((await as(shopper).put(`/shop/address/${mine}/nope`, home)).status).toBe(404);
    expect((await as(shopper).delete(`/shop/address/nope/${randomUUID()}`)).status).toBe(404);
    const unknown = await as(shopper).delete(`/shop/address/${mine}/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.addressNotFound);
  });

  it('requires a signed-in user on every route', async () => {
    const anonymous = api(t.app);
    const url = `/shop/address/${shopper.user.id}/${randomUUID()}`;
    const replies = [
      await anonymous.get(`/shop/address/${shopper.user.id}`),
      await anonymous.post('/shop/address', { ...home, userId: shopper.user.id }),
      await anonymous.put(url, home),
      await anonymous.delete(url),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401]);
  });
});
