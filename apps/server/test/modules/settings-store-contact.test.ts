import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, type StoreSettingsInput } from '@attire/contract';
import { shopSettings } from '../../src/db/schema/index.js';
import { readStoreSettings } from '../../src/modules/settings/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

// The store settings' contact fields: how shoppers reach the shop (its footer, contact page and
// every e-mail) and where returns go. Optional, so that rows saved before them still read.

const STORE: StoreSettingsInput = {
  legalName: 'Attire Retail Private Limited',
  address: '4th Floor, 12 MG Road\nBengaluru 560001',
  state: '29',
  gstin: null,
  invoicePrefix: 'ATR',
};

describe("the store settings' contact fields", () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
  });
  beforeEach(async () => {
    await t.db.delete(shopSettings);
  });
  afterAll(() => t.close());

  const read = () => api(t.app, admin.token).call('adminSettings.store', {});
  const save = (body: StoreSettingsInput) =>
    api(t.app, admin.token).call('adminSettings.updateStore', { body });
  const refusal = async (body: Record<string, unknown>) => {
    const reply = await api(t.app, admin.token).put('/admin/settings/store', body);
    expect(reply.status).toBe(400);
    expect(reply.error.message).toBe('Validation Error');
    return reply.error.errors;
  };

  it('keeps the support e-mail, phone and return address the admin saves', async () => {
    const saved = await save({
      ...STORE,
      supportEmail: ' Help@Attire.example.IN ',
      supportPhone: ' +91 98450  12345 ',
      returnAddress: ' Attire Returns\nDock 4, 12 MG Road\nBengaluru 560001 ',
    });
    expect(saved.status).toBe(200);
    const expected = {
      ...STORE,
      supportEmail: 'help@attire.example.in',
      supportPhone: '+91 98450 12345',
      returnAddress: 'Attire Returns\nDock 4, 12 MG Road\nBengaluru 560001',
    };
    expect(saved.body.store).toEqual(expected);
    expect((await read()).body.store).toEqual(expected);
    expect(await readStoreSettings(t.db)).toEqual(expected);
  });

  it('reads an emptied phone as none and an emptied return address as the registered one', async () => {
    const saved = await save({ ...STORE, supportPhone: '  ', returnAddress: '' });
    expect(saved.body.store).toMatchObject({ supportPhone: null, returnAddress: null });
  });

  it.each([
    '98450 12345',
    '+91-98450-12345',
    '098450 12345',
    '080 4123 4567',
    '(080) 4123-4567',
    '+91 80 4123 4567',
    '1800 123 4567',
    '1860-500-1234',
  ])('takes the Indian phone number "%s"', async (phone) => {
    const saved = await save({ ...STORE, supportPhone: phone });
    expect(saved.status).toBe(200);
    expect(saved.body.store.supportPhone).toBe(phone);
  });

  it.each(['12345', '+1 555 010 0199', '98450 1234', '5845012345', 'call us', '0000000000'])(
    'refuses the phone "%s" with the rule in words',
    async (phone) => {
      expect(await refusal({ ...STORE, supportPhone: phone })).toEqual({
        supportPhone: [SETTINGS_MESSAGES.supportPhoneRule],
      });
    },
  );

  it('refuses a support e-mail that is not one, or empty, and keeps what was saved', async () => {
    await save({ ...STORE, supportEmail: 'help@attire.example.in' });
    expect(await refusal({ ...STORE, supportEmail: 'help at attire' })).toEqual({
      supportEmail: [SETTINGS_MESSAGES.supportEmailInvalid],
    });
    expect(await refusal({ ...STORE, supportEmail: ' ' })).toEqual({
      supportEmail: [SETTINGS_MESSAGES.supportEmailRequired],
    });
    expect((await read()).body.store.supportEmail).toBe('help@attire.example.in');
  });

  it('refuses a return address longer than an address may be', async () => {
    expect(await refusal({ ...STORE, returnAddress: 'x'.repeat(501) })).toEqual({
      returnAddress: ['Must be at most 500 characters'],
    });
  });

  it('reads a row saved before the contact fields existed, with their defaults', async () => {
    await t.db.insert(shopSettings).values({ kind: 'store', value: { ...STORE } });
    const reply = await read();
    expect(reply.status).toBe(200);
    expect(reply.body.store).toEqual({
      ...STORE,
      supportEmail: 'support@attire.test',
      supportPhone: null,
      returnAddress: null,
    });
  });
});
