import { STORE_INFO_MESSAGES } from '@attire/contract';

/** The shop's pages about itself, as the footer lists them. */
export const STORE_PAGES = [
  { path: '/shop/contact', label: STORE_INFO_MESSAGES.contactLink },
  { path: '/shop/shipping-policy', label: STORE_INFO_MESSAGES.shippingLink },
  { path: '/shop/returns-policy', label: STORE_INFO_MESSAGES.returnsLink },
  { path: '/shop/privacy', label: STORE_INFO_MESSAGES.privacyLink },
] as const;
