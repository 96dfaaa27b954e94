import { formatDate } from '@/lib/format-date';

/** The words of "Notify me" and of the account's alerts; the first two are the contract's. */
export const STOCK_ALERT_TEXTS = {
  notifyMe: 'Notify me',
  willEmail: "We'll e-mail you",
  soldOutHint: 'Sold out. Press Notify me and we will e-mail you once it is back in stock.',
  waitingHint: 'You are on the list: we will e-mail you once when it is back in stock.',
  seeAlerts: 'Your alerts',
  heading: 'Back-in-stock alerts',
  intro:
    'The sold-out sizes and colours you asked us to watch. We e-mail you once when one is back.',
  loading: 'Loading your alerts...',
  loadFailed: 'Your alerts could not be loaded.',
  empty: 'You have no back-in-stock alerts.',
  emptyHint: "Choose a sold-out size on a product's page and press Notify me.",
  waiting: 'Waiting',
} as const;

/** Where an alert's status shows that its e-mail went, and when (in India's time). */
export function sentText(sentAt: string | null): string {
  return sentAt ? `E-mail sent on ${formatDate(sentAt)}` : 'E-mail sent';
}

/** The account's Alerts tab: a link from the product's page and the account menu opens it. */
export const ALERTS_PATH = '/shop/account?tab=alerts';
