import type { LinkContext } from './account.js';

/**
 * How shoppers reach the shop and where returns go, from the store settings as they stand when
 * an e-mail is rendered (in the send job), so that every e-mail, queued hours ago or not,
 * names the current ones.
 */
export interface ShopContact {
  supportEmail: string;
  /** As the merchant wrote it; null: the shop shows no phone. */
  supportPhone: string | null;
  /** Where the items of an approved return go; null: the merchant has set no address yet. */
  returnAddress: string | null;
}

/** What an e-mail is rendered with besides its data: where its links lead, and the shop. */
export interface MailContext extends LinkContext {
  shop: ShopContact;
}
