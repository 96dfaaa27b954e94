// The refunds module as the rest of the server uses it: open a refund in the caller's
// transaction, settle it with PayPal after the commit, retry the ones left pending.
export {
  openRefund,
  paiseLeftToRefund,
  type LineQuantity,
  type OpenRefundInput,
} from './open-refund.js';
export {
  settleNowOrLater,
  settlePendingRefunds,
  settleRefund,
  type RefundDeps,
} from './settle-refund.js';
export type { RefundState } from './refund-outcome.js';
