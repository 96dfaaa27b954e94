import type { QuoteInput, ShippingAddress } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { priceOrder, type Quote } from '../pricing/price-order.js';
import {
  findPromotionByCode,
  promoCodeRefused,
  type PromotionRow,
} from '../promotions/find-promotion.js';
import { promotionRefusal } from '../promotions/promotion-rule.js';
import { countUses } from '../promotions/promotion-uses.js';
import { readShippingSettings, readStoreSettings, type SettingsLog } from '../settings/index.js';
import { readCatalogueLines, type CatalogueLine } from './catalogue-lines.js';
import { deliveryAddress } from './delivery-address.js';

/** A cart priced as its order would be: the quote call answers it, order placement stores it. */
export interface CartQuote {
  quote: Quote<CatalogueLine & { unitPricePaise: number }>;
  promotion: PromotionRow | undefined;
  address: ShippingAddress | undefined;
}

/**
 * Reads what the pricing function needs (the catalogue's lines, the delivery address's state,
 * the code, the shop's settings) and prices the cart. A code that does not apply is refused
 * with the contract's 409 and its reason, so the shopper never sees a total it would not get.
 */
export async function quoteCart(
  db: Db,
  userId: string,
  input: Omit<QuoteInput, 'userId'>,
  { now = new Date(), log }: { now?: Date; log?: SettingsLog } = {},
): Promise<CartQuote> {
  const [lines, address, shipping, store] = await Promise.all([
    readCatalogueLines(db, input.orderItems),
    deliveryAddress(db, userId, input),
    readShippingSettings(db, log),
    readStoreSettings(db, log),
  ]);
  const pricingLines = lines.map((line) => ({ ...line, unitPricePaise: line.pricePaise }));

  let promotion: PromotionRow | undefined;
  if (input.promoCode !== undefined) {
    promotion = await findPromotionByCode(db, input.promoCode);
    const uses = promotion
      ? await countUses(db, promotion, userId)
      : { total: 0, byThisCustomer: 0 };
    const refusal = promotionRefusal(promotion, pricingLines, now, uses);
    if (refusal) throw promoCodeRefused(refusal);
  }

  const quote = priceOrder({
    lines: pricingLines,
    promotion,
    shipping,
    destinationState: address?.state ?? null,
    store: { state: store.state, gstRegistered: store.gstin !== null },
  });
  return { quote, promotion, address };
}
