// Kept apart from messages.ts, as order-messages.ts is: the footer and the contact and policy
// pages download on their own, after the shop's first screen, and so do these texts.

/** The shop's name as shoppers know it (its legal name may differ: see ShopInfo's `legalName`). */
export const STORE_NAME = 'Attire';

/** The shop's own pages about itself, their links in the footer, and their states. */
export const STORE_INFO_MESSAGES = {
  footerNav: 'Shop information',
  contactLink: 'Contact',
  shippingLink: 'Shipping',
  returnsLink: 'Returns',
  privacyLink: 'Privacy',
  contactTitle: 'Contact us',
  shippingTitle: 'Shipping policy',
  returnsTitle: 'Returns policy',
  privacyTitle: 'Privacy',
  loading: 'Loading the shop’s details...',
  loadFailed: 'The shop’s details could not be loaded.',
  retry: 'Retry',
  retrying: 'Retrying...',
  deliveryFree: 'Delivery is free',
  refundToPaypal:
    'When the items reach us, we refund them to the PayPal account you paid with. PayPal usually shows the refund within a few days.',
  returnAddressLater:
    'We will e-mail you the address to send the items to when we approve your return.',
  sendItemsTo: 'Send the items to',
  sendAfterApproval: 'Please wait for our approval e-mail before you send anything.',
} as const;

/** The footer's and the e-mails' one line on how to reach the shop. */
export function reachUsText(email: string, phone: string | null): string {
  return phone ? `Write to ${email} or call ${phone}.` : `Write to ${email}.`;
}
