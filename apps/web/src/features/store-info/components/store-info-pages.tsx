import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ContactPage } from './contact-page';
import { PrivacyPage } from './privacy-page';
import { ReturnsPolicyPage } from './returns-policy-page';
import { ShippingPolicyPage } from './shipping-policy-page';

// The four pages share one chunk and one lazy route element: each route the entry chunk
// describes costs the sign-in page's budget, and these pages are small.
const PAGES: Readonly<Record<string, ComponentType>> = {
  '/shop/contact': ContactPage,
  '/shop/shipping-policy': ShippingPolicyPage,
  '/shop/returns-policy': ReturnsPolicyPage,
  '/shop/privacy': PrivacyPage,
};

/** The shop's page about itself at the current path (contact, shipping, returns, privacy). */
export function StoreInfoPages() {
  const Page = PAGES[useLocation().pathname.replace(/\/+$/, '')];
  return Page ? <Page /> : null;
}
