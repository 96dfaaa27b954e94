// Kept apart from messages.ts, and out of MESSAGES: the web app's first load carries
// messages.ts (UI_MESSAGES), and a bundler puts a module's every used export, and every module
// it imports, in the chunk of its first importer.

/**
 * The order pages' texts (order lifecycle, refunds and returns), apart from UI_MESSAGES so that
 * pages without orders (the sign-in page above all) do not download them. The first three are
 * also the server's replies: the web shows them when a reply carries no message of its own.
 */
export const ORDER_UI_MESSAGES = {
  refundIssued: 'Refund issued.',
  returnRequested: 'Your return request has been sent.',
  returnUpdated: 'Return updated.',
  orderStatusFinal: "This order's status is final: it cannot change any more.",
  noReturns: 'No returns yet.',
  noReturnsWithStatus: 'No returns with this status.',
  refundLineGone: 'This product no longer exists: refund it as an amount.',
  refundStatusCompleted: 'Completed',
  orderActorShopper: 'Shopper',
  orderActorAdmin: 'Admin',
  orderActorSystem: 'System',
  orderEventPlaced: 'Order placed',
  orderEventPaid: 'Payment received',
  orderEventStatus: 'Status changed',
  orderEventRefund: 'Refund',
  orderEventReturn: 'Return',
  orderEventExpired: 'Not paid in time',
} as const;
