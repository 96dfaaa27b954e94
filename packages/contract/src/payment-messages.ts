// Kept apart from messages.ts, and out of MESSAGES, for the reason order-messages.ts gives: the
// web app's first load carries messages.ts, and these are the server's replies alone.

/** What the shopper and the admin are told when a payment or refund does not go as planned. */
export const PAYMENT_MESSAGES = {
  paymentSoldOutRefunding:
    'Your payment reached us after the last units had sold. It is being refunded in full.',
  paymentCancelledRefunded:
    'This order was cancelled while your payment was being taken. It has been refunded in full.',
  paymentCancelledRefunding:
    'This order was cancelled while your payment was being taken. It is being refunded in full.',
  paymentDeclined:
    'PayPal declined this payment, so nothing was charged and the order is cancelled. Your cart is as you left it: please check out again and pay another way.',
  paymentPending:
    'PayPal is reviewing your payment. Nothing more is needed from you: we will e-mail you as soon as PayPal completes it and your order is confirmed.',
  returnRefundPending:
    "PayPal has not answered this return's refund yet. The return can be changed once it has.",
} as const;
