import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIPPING_SETTINGS,
  SETTINGS_MESSAGES,
  STATE_CODES,
  type ShippingSettingsInput,
} from '@attire/contract';
import { shopSettings } from '../../src/db/schema/index.js';
import { readShippingSettings } from '../../src/modules/settings/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

interface LogLine {
  level: number;
  kind?: string;
  problems?: string[];
}

const RATES: ShippingSettingsInput = {
  flatRate: 79.99,
  freeFrom: 1499,
  zones: [
    { name: 'South', states: ['29', '33', '32'], rate: 49.5, freeFrom: 999 },
    { name: 'North-east', states: ['18', '14', '11'], rate: 149, freeFrom: null },
  ],
};

describe('shipping settings', () => {
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

  const read = () => api(t.app, admin.token).call('adminSettings.shipping', {});
  const save = (body: ShippingSettingsInput) =>
    api(t.app, admin.token).call('adminSettings.updateShipping', { body });
  const refusal = async (body: unknown) => {
    const reply = await api(t.app, admin.token).put('/admin/settings/shipping', body);
    expect(reply.status).toBe(400);
    expect(reply.error.message).toBe('Validation Error');
    return reply.error.errors;
  };
  const storedRow = async () => {
    const [row] = await t.db
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.kind, 'shipping'));
    return row?.value;
  };

  it('charges nothing on a new shop: flat rate 0, never a threshold, no zones', async () => {
    const reply = await read();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      shipping: { flatRate: 0, freeFrom: null, zones: [] },
    });
    expect(reply.body.shipping).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(await readShippingSettings(t.db)).toEqual({
      flatRatePaise: 0,
      freeFromPaise: null,
      zones: [],
    });
  });

  it('keeps rates and zones in rupees at the API and whole paise in the database', async () => {
    const saved = await save(RATES);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, shipping: RATES });
    expect((await read()).body.shipping).toEqual(RATES);
    expect(await storedRow()).toEqual({
      flatRatePaise: 7999,
      freeFromPaise: 149900,
      zones: [
        { name: 'South', states: ['29', '33', '32'], ratePaise: 4950, freeFromPaise: 99900 },
        { name: 'North-east', states: ['18', '14', '11'], ratePaise: 14900, freeFromPaise: null },
      ],
    });
    expect(await readShippingSettings(t.db)).toEqual(await storedRow());

    // Replaced whole: back to free delivery everywhere.
    expect((await save(DEFAULT_SHIPPING_SETTINGS)).body.shipping).toEqual(
      DEFAULT_SHIPPING_SETTINGS,
    );
    expect(await readShippingSettings(t.db)).toMatchObject({ flatRatePaise: 0, zones: [] });
  });

  it('refuses negative rates and thresholds, and keeps the saved settings', async () => {
    await save(RATES);
    expect(await refusal({ ...RATES, flatRate: -1 })).toEqual({
      flatRate: ['Must not be negative'],
    });
    const zone = RATES.zones[0]!;
    expect(await refusal({ ...RATES, zones: [{ ...zone, rate: -0.01 }] })).toEqual({
      zones: ['Must not be negative'],
    });
    expect(await refusal({ ...RATES, freeFrom: -100 })).toEqual({
      freeFrom: ['Must not be negative'],
    });
    expect(await refusal({ ...RATES, flatRate: 10.005 })).toEqual({
      flatRate: ['Must have at most 2 decimals'],
    });
    expect((await read()).body.shipping).toEqual(RATES);
  });

  it('refuses a state that is not a GST state code, saying which', async () => {
    const zone = { name: 'Far', rate: 10, freeFrom: null };
    expect(await refusal({ ...RATES, zones: [{ ...zone, states: ['29', '99'] }] })).toEqual({
      zones: ['"99" is not a GST state code (01 Jammu and Kashmir to 38 Ladakh).'],
    });
    expect(await refusal({ ...RATES, zones: [{ ...zone, states: ['KA'] }] })).toEqual({
      zones: ['"KA" is not a GST state code (01 Jammu and Kashmir to 38 Ladakh).'],
    });
    expect(await refusal({ ...RATES, zones: [{ ...zone, states: [] }] })).toEqual({
      zones: [SETTINGS_MESSAGES.zoneStatesRequired],
    });
  });

  it('puts a state in one zone only and allows at most 20 zones', async () => {
    const twice = [RATES.zones[0]!, { name: 'Kerala', states: ['32'], rate: 0, freeFrom: null }];
    expect(await refusal({ ...RATES, zones: twice })).toEqual({
      zones: ['Kerala (32) is in the zones "South" and "Kerala": a state may be in one zone only.'],
    });
    const zones = STATE_CODES.slice(0, 21).map((state, index) => ({
      name: `Zone ${index + 1}`,
      states: [state],
      rate: 10,
      freeFrom: null,
    }));
    expect(await refusal({ ...RATES, zones })).toEqual({
      zones: ['A shop can have at most 20 zones.'],
    });
    const twenty = await save({ ...RATES, zones: zones.slice(0, 20) });
    expect(twenty.status).toBe(200);
    expect(twenty.body.shipping.zones).toHaveLength(20);
  });

  it('answers the defaults, and logs a warning, when the row is corrupt', async () => {
    // Paise must be whole: a float in the row is a defect, never a price.
    await t.db.insert(shopSettings).values({
      kind: 'shipping',
      value: { flatRatePaise: 49.5, freeFromPaise: null, zones: [] },
    });
    const before = warnings().length;
    expect((await read()).body.shipping).toEqual(DEFAULT_SHIPPING_SETTINGS);
    expect(warnings().slice(before)).toEqual([
      expect.objectContaining({ kind: 'shipping', problems: [expect.stringMatching(/^flatRate/)] }),
    ]);

    // A row whose zones break the contract's rules (a state in two zones) is corrupt too.
    const zone = { name: 'A', states: ['29'], ratePaise: 100, freeFromPaise: null };
    await t.db
      .update(shopSettings)
      .set({
        value: { flatRatePaise: 0, freeFromPaise: null, zones: [zone, { ...zone, name: 'B' }] },
      })
      .where(eq(shopSettings.kind, 'shipping'));
    const logged: object[] = [];
    const settings = await readShippingSettings(t.db, { warn: (object) => logged.push(object) });
    expect(settings).toEqual({ flatRatePaise: 0, freeFromPaise: null, zones: [] });
    expect(logged).toEqual([expect.objectContaining({ kind: 'shipping' })]);
  });

  it('is for admins only', async () => {
    const asShopper = api(t.app, shopper.token);
    const anonymous = api(t.app);
    expect((await asShopper.call('adminSettings.shipping', {})).status).toBe(403);
    const shopperSave = await asShopper.call('adminSettings.updateShipping', { body: RATES });
    expect(shopperSave.status).toBe(403);
    expect(shopperSave.error.message).toBe('You are not allowed to do this.');
    expect((await anonymous.call('adminSettings.shipping', {})).status).toBe(401);
    const anonymousSave = await anonymous.call('adminSettings.updateShipping', { body: RATES });
    expect(anonymousSave.status).toBe(401);
    expect(await readShippingSettings(t.db)).toMatchObject({ flatRatePaise: 0, zones: [] });
  });
});
