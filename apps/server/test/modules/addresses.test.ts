import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EndpointInput } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

const PIN_ERROR = 'Enter a valid 6-digit PIN code';
const PHONE_ERROR = 'Enter a valid 10-digit Indian mobile number';

type AddressFields = EndpointInput<'addresses.update'>['body'];

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
  const add = (session: Session, fields: AddressFields = home) =>
    as(session).call('addresses.add', { body: { userId: session.user.id, ...fields } });
  const list = (session: Session, userId = session.user.id) =>
    as(session).call('addresses.list', { params: { userId } });
  const update = (session: Session, addressId: string, body: AddressFields) =>
    as(session).call('addresses.update', {
      params: { userId: session.user.id, addressId },
      body,
    });
  const remove = (session: Session, addressId: string) =>
    as(session).call('addresses.delete', { params: { userId: session.user.id, addressId } });

  it('starts with an empty address book', async () => {
    const fresh = await signUp(t.app);
    const reply = await list(fresh);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, addressList: [] });
  });

  it('adds addresses and lists them oldest first', async () => {
    const user = await signUp(t.app);
    const first = await add(user);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      address: { id: expect.any(String), userId: user.user.id, ...home, state: '29' },
    });
    const second = await add(user, { ...home, address: '4 Park Street', city: 'Kolkata' });
    expect(second.status).toBe(201);

    const listed = await list(user);
    expect(listed.body.addressList.map((entry) => entry.id)).toEqual([
      first.body.address.id,
      second.body.address.id,
    ]);
    expect(listed.body.addressList[1]!.city).toBe('Kolkata');
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
      expect(reply.error).toEqual({
        success: false,
        message: MESSAGES.validationError,
        errors: { pincode: [PIN_ERROR] },
      });
    }
    for (const phone of ['12345', '5876543210', '+1 9876543210', '98765432101', 'phone']) {
      const reply = await add(shopper, { ...home, phone });
      expect(reply.status).toBe(400);
      expect(reply.error.errors).toEqual({ phone: [PHONE_ERROR] });
    }
  });

  it('requires the address and city', async () => {
    // A raw call: the contract's types would not let the city be left out.
    const reply = await as(shopper).post('/shop/address', {
      userId: shopper.user.id,
      ...home,
      address: '   ',
      city: undefined,
    });
    expect(reply.status).toBe(400);
    expect(reply.error.errors).toEqual({
      address: ['Address is required'],
      city: ['City is required'],
    });
  });

  it('updates an address in place', async () => {
    const created = await add(shopper);
    const id = created.body.address.id;
    const changed = { ...home, city: 'Mysuru', pincode: '570 001', phone: '0 8123456789' };
    const reply = await update(shopper, id, changed);
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
        state: '29',
      },
    });

    const listed = await list(shopper);
    expect(listed.body.addressList.find((entry) => entry.id === id)?.city).toBe('Mysuru');
  });

  it('validates an update like a new address', async () => {
    const created = await add(shopper);
    const reply = await update(shopper, created.body.address.id, { ...home, pincode: '000000' });
    expect(reply.status).toBe(400);
    expect(reply.error.errors).toEqual({ pincode: [PIN_ERROR] });
    const listed = await list(shopper);
    const kept = listed.body.addressList.find((entry) => entry.id === created.body.address.id);
    expect(kept?.pincode).toBe(home.pincode);
  });

  it('deletes an address, then answers 404 for it', async () => {
    const created = await add(shopper);
    const id = created.body.address.id;
    const reply = await remove(shopper, id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MESSAGES.addressDeleted });

    const listed = await list(shopper);
    expect(listed.body.addressList.map((entry) => entry.id)).not.toContain(id);
    const again = await remove(shopper, id);
    expect(again.status).toBe(404);
    expect(again.error).toEqual({ success: false, message: MESSAGES.addressNotFound });
    expect((await update(shopper, id, home)).status).toBe(404);
  });

  it("treats another user's address as not found and leaves it alone", async () => {
    const theirs = await add(other);
    // Their address id under my own user id in the path.
    const id = theirs.body.address.id;
    const updated = await update(shopper, id, { ...home, city: 'Hijacked' });
    expect(updated.status).toBe(404);
    expect(updated.error.message).toBe(MESSAGES.addressNotFound);
    expect((await remove(shopper, id)).status).toBe(404);

    const listed = await list(other);
    expect(listed.body.addressList).toEqual([theirs.body.address]);
  });

  it("refuses another user's id in the path or the body", async () => {
    const owner = await signUp(t.app);
    const theirs = await add(owner, { ...home, city: 'Pune' });
    const theirAddress = { userId: owner.user.id, addressId: theirs.body.address.id };
    const intruder = as(shopper);
    const replies = [
      await list(shopper, owner.user.id),
      await intruder.call('addresses.add', { body: { ...home, userId: owner.user.id } }),
      await intruder.call('addresses.update', {
        params: theirAddress,
        body: { ...home, city: 'Hijacked' },
      }),
      await intruder.call('addresses.delete', { params: theirAddress }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([403, 403, 403, 403]);
    expect(replies[0]!.error).toEqual({ success: false, message: MESSAGES.forbidden });

    const listed = await list(owner);
    expect(listed.body.addressList.map((entry) => entry.city)).toEqual(['Pune']);
  });

  it('answers 404 for malformed or unknown ids in the path', async () => {
    const mine = shopper.user.id;
    expect((await as(shopper).get('/shop/address/not-a-uuid')).status).toBe(404);
    expect((await as(shopper).put(`/shop/address/${mine}/nope`, home)).status).toBe(404);
    expect((await as(shopper).delete(`/shop/address/nope/${randomUUID()}`)).status).toBe(404);
    const unknown = await remove(shopper, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(MESSAGES.addressNotFound);
  });

  it('requires a signed-in user on every route', async () => {
    const anonymous = api(t.app);
    const userId = shopper.user.id;
    const params = { userId, addressId: randomUUID() };
    const replies = [
      await anonymous.call('addresses.list', { params: { userId } }),
      await anonymous.call('addresses.add', { body: { ...home, userId } }),
      await anonymous.call('addresses.update', { params, body: home }),
      await anonymous.call('addresses.delete', { params }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401]);
  });
});
