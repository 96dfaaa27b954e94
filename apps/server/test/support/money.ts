import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EndpointInput, Promotion } from '@attire/contract';
import type { Session } from './fixtures.js';
import { api } from './http.js';
import { promotionBody, type PromotionBody } from './promotion-body.js';

export type ShippingBody = EndpointInput<'adminSettings.updateShipping'>['body'];
export type QuoteBody = EndpointInput<'shopCheckout.quote'>['body'];

/** A GSTIN of Karnataka (state 29) with its check digit right. */
export const KARNATAKA_GSTIN = '29AAACA1234B1ZE';

/** Addresses in the shop's state (Karnataka) and outside it (Maharashtra, Delhi). */
export const BENGALURU = {
  address: '12 Residency Road',
  city: 'Bengaluru',
  pincode: '560025',
  phone: '9845012345',
  notes: '',
};
export const MUMBAI = { ...BENGALURU, city: 'Mumbai', pincode: '400001' };
export const DELHI = { ...BENGALURU, city: 'New Delhi', pincode: '110001' };

/** The back office's money settings, as a merchant sets them through the API. */
export function moneySettings(appOf: () => FastifyInstance, adminOf: () => Session) {
  const asAdmin = () => api(appOf(), adminOf().token);

  async function setShipping(body: ShippingBody) {
    const reply = await asAdmin().call('adminSettings.updateShipping', { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  /** Registers the shop for GST in Karnataka (or unregisters it with `gstin: null`). */
  async function setStore(gstin: string | null = KARNATAKA_GSTIN) {
    const body = {
      legalName: 'Attire Retail Pvt Ltd',
      address: '1 MG Road, Bengaluru 560001',
      state: '29',
      gstin,
      invoicePrefix: 'ATR',
    } as const;
    const reply = await asAdmin().call('adminSettings.updateStore', { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  async function addPromotion(overrides: Partial<PromotionBody> = {}): Promise<Promotion> {
    const body = promotionBody(overrides);
    const reply = await asAdmin().call('adminPromotions.add', { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.promotion;
  }

  return { setShipping, setStore, addPromotion };
}

/** The checkout's quote of `who`'s lines, as the web app asks for it. */
export function quoteOf(app: FastifyInstance, who: Session, body: Omit<QuoteBody, 'userId'>) {
  return api(app, who.token).call('shopCheckout.quote', { body: { userId: who.user.id, ...body } });
}
