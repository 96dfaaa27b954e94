import { STORE_INFO_MESSAGES, formatRupees, stateName, type ShopInfo } from '@attire/contract';

type Shipping = ShopInfo['shipping'];

/** One rate and its threshold in words: "₹49.00 an order, free on orders of ₹999.00 or more". */
export function chargeText(rate: number, freeFrom: number | null): string {
  if (rate === 0) return 'free';
  const charge = `${formatRupees(rate)} an order`;
  return freeFrom === null
    ? charge
    : `${charge}, free on orders of ${formatRupees(freeFrom)} or more`;
}

/** What delivery costs wherever no zone applies, as the page's first sentence. */
export function deliverySentence(shipping: Shipping): string {
  if (shipping.flatRate === 0) {
    return shipping.zones.length === 0
      ? `${STORE_INFO_MESSAGES.deliveryFree} on every order, anywhere in India.`
      : `${STORE_INFO_MESSAGES.deliveryFree}, except to the states listed below.`;
  }
  const elsewhere = shipping.zones.length === 0 ? '' : ' (the states listed below have their own)';
  return `Delivery costs ${chargeText(shipping.flatRate, shipping.freeFrom)}${elsewhere}.`;
}

/** A zone as a line of the page: "North-east (Assam, Manipur): ₹99.50 an order". */
export function zoneText(zone: Shipping['zones'][number]): string {
  const states = zone.states.map((code) => stateName(code) ?? code).join(', ');
  return `${zone.name} (${states}): ${chargeText(zone.rate, zone.freeFrom)}`;
}

/** Whether any rate has a threshold, so that the page says what it is measured on. */
export const hasThreshold = (shipping: Shipping) =>
  (shipping.flatRate > 0 && shipping.freeFrom !== null) ||
  shipping.zones.some((zone) => zone.rate > 0 && zone.freeFrom !== null);
