// Kept apart from messages.ts, and out of MESSAGES, for the reason order-messages.ts gives: the
// web app's first load carries messages.ts, and these texts are needed only by the checkout, the
// PayPal return page, the payment's success page and the order lists, which download on demand.
// (The return page's "Confirming your payment…" stays in UI_MESSAGES: the loading screens in the
// first load show it while the page's code is on its way.)

/** What the shopper is told on coming back from PayPal, and how a never-paid order reads. */
export const PAYMENT_RETURN_MESSAGES = {
  // The spec's words for the return page and the success page.
  processingPayment: 'Processing Payment...',
  paymentSuccessful: 'Payment Successful!',
  paymentNotCompleted: 'Payment not completed',
  paymentUnderReview: 'Payment under review',
  paymentDetailsMissing: 'The payment details are missing. Please start the checkout again.',
  paymentCancelled: 'Payment cancelled, your cart is kept',
  paymentCancelledHint: 'Nothing was charged. Check out again whenever you are ready.',
  orderNotFoundTitle: 'Order not found',
  orderNotFound: 'None of your orders has this number. Your orders list every payment you made.',
  orderNotPaidTitle: 'Payment not received',
  orderNotPaid: 'This order has not been paid, so nothing was charged for it.',
  checkingOrder: 'Checking your order…',
  viewOrders: 'View Orders',
  /** An order whose payment never came (cancelled at PayPal, declined, or not made in time). */
  notPaid: 'Not paid',
  /** The order's timeline, when the shopper pressed Cancel on PayPal's page. */
  cancelledAtPaypal: 'Payment cancelled on PayPal; nothing was charged.',
} as const;

/**
 * The query parameter of PayPal's cancel URL (/shop/checkout?cancelledOrder=…) that names the
 * order the shopper did not pay; PayPal adds its own `token` beside it.
 */
export const CANCELLED_ORDER_PARAM = 'cancelledOrder';
