import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_SETTINGS,
  DEFAULT_SUPPORT_EMAIL,
  SETTINGS_MESSAGES,
  type StoreSettingsInput,
} from '@attire/contract';
import { shopSettings } from '../../src/db/schema/index.js';
import { readStoreSettings } from '../../src/modules/settings/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

interface LogLine {
  level: number;
  msg: string;
  kind?: string;
  problems?: string[];
}

// GSTN's published sample is a Maharashtra (27) registration; 29AAACA1234B1ZE is a Karnataka
// one whose check character was worked out apart from the code (see the contract's tests).
const KARNATAKA: StoreSettingsInput = {
  legalName: 'Attire Retail Private Limited',
  address: '4th Floor, 12 MG Road\nBengaluru 560001',
  state: '29',
  gstin: '29AAACA1234B1ZE',
  invoicePrefix: 'ATR',
};
// As read back: saved without the contact fields, which then take their defaults.
const KARNATAKA_READ = {
  ...KARNATAKA,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  supportPhone: null,
  returnAddress: null,
};

describe('store settings', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  const lines: string[] = [];
  const warnings = () =>
    lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level === 40);

  beforeAll(async () => {
    t = await startTestApp({ logStream: { write: (line) => lines.push(line) } });
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
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

  it('has no GSTIN on a new shop, so it charges no GST', async () => {
    const reply = await read();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, store: DEFAULT_STORE_SETTINGS });
    expect(reply.body.store).toEqual({
      legalName: '',
      address: '',
      state: null,
      gstin: null,
      invoicePrefix: 'INV',
      supportEmail: 'support@attire.test',
      supportPhone: null,
      returnAddress: null,
    });
    expect(await readStoreSettings(t.db)).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('keeps what the admin saves, for the API and for pricing', async () => {
    const saved = await save(KARNATAKA);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, store: KARNATAKA_READ });
    expect((await read()).body.store).toEqual(KARNATAKA_READ);
    expect(await readStoreSettings(t.db)).toEqual(KARNATAKA_READ);

    // Saved again, whole: no GSTIN now (not registered), typed as an empty field.
    const unregistered = await save({ ...KARNATAKA, gstin: '', invoicePrefix: 'INV2' });
    expect(unregistered.body.store).toMatchObject({ gstin: null, invoicePrefix: 'INV2' });
    expect(await readStoreSettings(t.db)).toMatchObject({ state: '29', gstin: null });
  });

  it("takes GSTN's published sample for a Maharashtra store, typed in small letters", async () => {
    const saved = await save({ ...KARNATAKA, state: '27', gstin: ' 27aapfu0939f1zv ' });
    expect(saved.status).toBe(200);
    expect(saved.body.store).toMatchObject({ state: '27', gstin: '27AAPFU0939F1ZV' });
  });

  it('refuses a GSTIN whose check character is wrong, and keeps the saved one', async () => {
    await save(KARNATAKA);
    const errors = await refusal({ ...KARNATAKA, gstin: '29AAACA1234B1ZF' });
    expect(errors).toEqual({ gstin: [SETTINGS_MESSAGES.gstinCheckCharacter] });
    expect((await read()).body.store).toEqual(KARNATAKA_READ);
  });

  it("refuses a GSTIN of another state than the store's, naming both", async () => {
    const errors = await refusal({ ...KARNATAKA, gstin: '27AAPFU0939F1ZV' });
    expect(errors).toEqual({
      gstin: [
        "This GSTIN is registered in Maharashtra (27), but the store's state is Karnataka (29): its first two digits must be the store's state code.",
      ],
    });
    expect((await read()).body.store).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('says which part of a malformed GSTIN is wrong', async () => {
    expect(await refusal({ ...KARNATAKA, gstin: '29AAACA1234B1Z' })).toEqual({
      gstin: ['A GSTIN has 15 characters; this one has 14.'],
    });
    expect(await refusal({ ...KARNATAKA, gstin: '29AAAC11234B1ZE' })).toEqual({
      gstin: [SETTINGS_MESSAGES.gstinPan],
    });
    expect(await refusal({ ...KARNATAKA, gstin: 29 })).toEqual({
      gstin: [SETTINGS_MESSAGES.gstinNotText],
    });
  });

  it.each(['', 'INVOICE', 'IN/25', 'I N'])('refuses the invoice prefix "%s"', async (prefix) => {
    expect(await refusal({ ...KARNATAKA, invoicePrefix: prefix })).toEqual({
      invoicePrefix: [SETTINGS_MESSAGES.invoicePrefixRule],
    });
  });

  it('requires the legal name, the address and a known state', async () => {
    const errors = await refusal({ ...KARNATAKA, legalName: '', address: ' ', state: '28' });
    expect(errors).toEqual({
      legalName: ['Legal name is required'],
      address: ['Address is required'],
      state: ['Choose a state'],
    });
  });

  it('answers the unset store, and logs a warning, when the row is corrupt', async () => {
    await t.db
      .insert(shopSettings)
      .values({ kind: 'store', value: { ...KARNATAKA, gstin: '29AAACA1234B1ZF' } });
    const before = warnings().length;
    const reply = await read();
    expect(reply.status).toBe(200);
    expect(reply.body.store).toEqual(DEFAULT_STORE_SETTINGS);
    expect(warnings().slice(before)).toEqual([
      expect.objectContaining({
        kind: 'store',
        problems: [`gstin: ${SETTINGS_MESSAGES.gstinCheckCharacter}`],
      }),
    ]);
    // Saving again mends it.
    expect((await save(KARNATAKA)).status).toBe(200);
    expect((await read()).body.store).toEqual(KARNATAKA_READ);
  });

  it('is for admins only', async () => {
    const asShopper = api(t.app, shopper.token);
    const anonymous = api(t.app);
    expect((await asShopper.call('adminSettings.store', {})).status).toBe(403);
    expect((await asShopper.call('adminSettings.updateStore', { body: KARNATAKA })).status).toBe(
      403,
    );
    expect((await anonymous.call('adminSettings.store', {})).status).toBe(401);
    expect((await anonymous.call('adminSettings.updateStore', { body: KARNATAKA })).status).toBe(
      401,
    );
    expect(await readStoreSettings(t.db)).toEqual(DEFAULT_STORE_SETTINGS);
  });
});
