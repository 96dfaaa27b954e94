import { STORE_NAME, returnAddressOf, type ShopInfo } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  readShippingSettings,
  readStoreSettings,
  shippingToRupees,
  type SettingsLog,
} from '../settings/index.js';

/**
 * What the shop tells shoppers about itself, from the store and shipping settings as they
 * stand: what the merchant has not set yet is null, never invented (the pages then leave it
 * out). The GSTIN is public (every invoice prints it); the invoice prefix is not shown.
 */
export async function readShopInfo(
  db: DbOrTx,
  log: SettingsLog,
  returnWindowDays: number,
): Promise<ShopInfo> {
  const [store, shipping] = await Promise.all([
    readStoreSettings(db, log),
    readShippingSettings(db, log),
  ]);
  return {
    storeName: STORE_NAME,
    legalName: store.legalName.trim() || null,
    supportEmail: store.supportEmail,
    supportPhone: store.supportPhone,
    address: store.address.trim() || null,
    returnAddress: returnAddressOf(store),
    gstin: store.gstin,
    returnWindowDays,
    shipping: shippingToRupees(shipping),
  };
}
