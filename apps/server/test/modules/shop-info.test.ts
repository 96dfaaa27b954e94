import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingSettingsInput } from '@attire/contract';
import { shopSettings } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

// GET /shop/info: what the shop's footer and its contact and policy pages say, from the store
// and shipping settings as they stand and the return window of the configuration.

describe('GET /shop/info', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp({ env: { RETURN_WINDOW_DAYS: '30' } });
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
  });
  beforeEach(async () => {
    await t.db.delete(shopSettings);
  });
  afterAll(() => t.close());

  const info = async () => {
    const reply = await api(t.app, shopper.token).call('shopInfo.read', {});
    expect(reply.status).toBe(200);
    return reply.body.shop;
  };

  it('tells a new shop as it is: the default e-mail, free delivery, nothing invented', async () => {
    expect(await info()).toEqual({
      storeName: 'Attire',
      legalName: null,
      supportEmail: 'support@attire.test',
      supportPhone: null,
      address: null,
      returnAddress: null,
      gstin: null,
      returnWindowDays: 30,
      shipping: { flatRate: 0, freeFrom: null, zones: [] },
    });
  });

  it("answers the merchant's contact, addresses, GSTIN and delivery costs in rupees", async () => {
    const asAdmin = api(t.app, admin.token);
    const store = {
      legalName: 'Attire Retail Private Limited',
      address: '4th Floor, 12 MG Road\nBengaluru 560001',
      state: '29',
      gstin: '29AAACA1234B1ZE',
      invoicePrefix: 'ATR',
      supportEmail: 'help@attire.example.in',
      supportPhone: '080 4123 4567',
    } as const;
    expect((await asAdmin.call('adminSettings.updateStore', { body: store })).status).toBe(200);
    const shipping: ShippingSettingsInput = {
      flatRate: 49,
      freeFrom: 999,
      zones: [{ name: 'North-east', states: ['18', '14'], rate: 99.5, freeFrom: null }],
    };
    expect((await asAdmin.call('adminSettings.updateShipping', { body: shipping })).status).toBe(
      200,
    );

    const shop = await info();
    expect(shop).toEqual({
      storeName: 'Attire',
      legalName: 'Attire Retail Private Limited',
      supportEmail: 'help@attire.example.in',
      supportPhone: '080 4123 4567',
      address: '4th Floor, 12 MG Road\nBengaluru 560001',
      // No return address of its own: returns go to the registered address.
      returnAddress: '4th Floor, 12 MG Road\nBengaluru 560001',
      gstin: '29AAACA1234B1ZE',
      returnWindowDays: 30,
      shipping,
    });
    expect(shop).not.toHaveProperty('invoicePrefix');

    const returnAddress = 'Attire Returns\nDock 4, Peenya\nBengaluru 560058';
    await asAdmin.call('adminSettings.updateStore', { body: { ...store, returnAddress } });
    expect((await info()).returnAddress).toBe(returnAddress);
  });

  it('is for signed-in visitors, as every shop call', async () => {
    const reply = await api(t.app).call('shopInfo.read', {});
    expect(reply.status).toBe(401);
  });
});
