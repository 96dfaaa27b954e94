import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EndpointInput } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

type AddressFields = EndpointInput<'addresses.update'>['body'];

const home = {
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: '',
};

// The contract's States: an address carries its GST state code, derived from the pincode when
// the caller gives none (as the spec's own address calls do) and kept as given otherwise.
describe('the state of an address', () => {
  let t: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp();
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  const as = () => api(t.app, shopper.token);
  const add = (fields: AddressFields) =>
    as().call('addresses.add', { body: { userId: shopper.user.id, ...fields } });
  const update = (addressId: string, fields: AddressFields) =>
    as().call('addresses.update', { params: { userId: shopper.user.id, addressId }, body: fields });
  const listed = async (addressId: string) => {
    const reply = await as().call('addresses.list', { params: { userId: shopper.user.id } });
    return reply.body.addressList.find((entry) => entry.id === addressId);
  };

  it.each([
    ['560038', '29'],
    ['400 020', '27'],
    ['110001', '07'],
    ['160017', '04'],
    ['403001', '30'],
    ['194101', '38'],
    ['834001', '20'],
  ])('derives the state of pincode %s (%s) when none is given', async (pincode, state) => {
    const reply = await add({ ...home, pincode });
    expect(reply.status).toBe(201);
    expect(reply.body.address.state).toBe(state);
    expect((await listed(reply.body.address.id))?.state).toBe(state);
  });

  it('stores no state for a pincode no prefix covers (the Army Postal Service)', async () => {
    const reply = await add({ ...home, pincode: '900001' });
    expect(reply.status).toBe(201);
    expect(reply.body.address.state).toBeNull();
  });

  it("keeps the state a shopper gives, even where the pincode's prefix says otherwise", async () => {
    // Mohali's 160103 lies under Chandigarh's 160, but the shopper knows it is Punjab.
    const reply = await add({ ...home, city: 'Mohali', pincode: '160103', state: '03' });
    expect(reply.status).toBe(201);
    expect(reply.body.address).toMatchObject({ pincode: '160103', state: '03' });
    expect((await listed(reply.body.address.id))?.state).toBe('03');
  });

  it("updates the state as given, or to the new pincode's when none is given", async () => {
    const created = await add(home);
    const id = created.body.address.id;
    const chosen = await update(id, { ...home, pincode: '403001', state: '27' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.address.state).toBe('27');
    // A caller that knows nothing of states (the spec's update) gets the new pincode's.
    const moved = await update(id, { ...home, pincode: '400001' });
    expect(moved.status).toBe(200);
    expect(moved.body.address.state).toBe('27');
    const back = await update(id, home);
    expect(back.body.address.state).toBe('29');
    expect((await listed(id))?.state).toBe('29');
  });

  it.each(['25', '28', '00', '99', 'KA', 'Karnataka', '', 29, null])(
    'refuses the state %j with a field error, adding or updating',
    async (state) => {
      const added = await as().post('/shop/address', { userId: shopper.user.id, ...home, state });
      expect(added.status).toBe(400);
      expect(added.error).toEqual({
        success: false,
        message: MESSAGES.validationError,
        errors: { state: ['Choose a state'] },
      });

      const kept = await add(home);
      const id = kept.body.address.id;
      const updated = await as().put(`/shop/address/${shopper.user.id}/${id}`, { ...home, state });
      expect(updated.status).toBe(400);
      expect(updated.error.errors).toEqual({ state: ['Choose a state'] });
      expect((await listed(id))?.state).toBe('29');
    },
  );
});
