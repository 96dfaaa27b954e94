// Every user-facing text the server sends and the web app shows, in one place.
import { LIMITS } from './constants.js';

/** The texts the web app shows of its own accord: the spec's texts, its toasts and states. */
export const UI_MESSAGES = {
  somethingWentWrong: 'Something went wrong!',
  validationError: 'Validation Error',
  selectAddress: 'Please select an address to proceed!',
  cartEmpty: 'Cart is empty!',
  noAddress: 'No address found!',
  noReviews: 'No reviews yet',
  noProducts: 'No products found!',
  pageNotFound: 'Page does not exist!',
  productDeleted: 'Product deleted successfully.',
  addressDeleted: 'Address deleted successfully.',
  orderStatusUpdated: 'Order status updated successfully!',
  sliderImageDeleted: 'Slider image deleted successfully.',
  // Shown by the web app alone: the server's reply carries no message for these.
  productAdded: 'Product added successfully',
  productUpdated: 'Product updated successfully',
  sliderImageAdded: 'Slider image added successfully',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  reviewAdded: 'Review added successfully!',
  noOrders: 'You have no orders yet.',
  noOrdersAdmin: 'No orders yet.',
  noSliderImages: 'No slider images yet.',
  pageLoadFailed: 'This page could not be loaded.',
  pageLoadFailedHint: 'Check your connection, then try again.',
  confirmingPayment: "Confirming your payment, please don't close this page",
  soldOut: 'Sold out',
  noLowStock: 'No variant is running low.',
} as const;

/**
 * Every user-facing text, in one place: the web's, and those only the server sends (the web
 * shows a server's message as it comes, so it ships just UI_MESSAGES).
 */
export const MESSAGES = {
  ...UI_MESSAGES,
  invalidCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists.',
  passwordTooGuessable:
    'This password is too easy to guess. Try a longer one, such as a few unrelated words.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  routeNotFound: 'This API route does not exist.',
  googleTokenInvalid: 'Google sign-in failed: the sign-in token could not be verified.',
  googleEmailUnverified: 'Google sign-in failed: your Google e-mail address is not verified.',
  googleAdminRefused:
    'Admin accounts cannot sign in with Google. Please sign in with your email and password.',
  crossSiteRefused: 'This request was refused because it did not come from the shop.',
  productNotFound: 'Product not found.',
  imageRequired: 'Choose an image file to upload (field myFile).',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageUnsupported: 'Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF.',
  bodyTooLarge: 'The request is too large.',
  imageEmpty: 'The image file is empty.',
  uploadIncomplete: 'The file did not arrive whole. Please upload it again.',
  imageTooManyPixels: 'The image is larger than 40 megapixels.',
  nulCharacter: 'Must not contain the NUL character (\\u0000).',
  tooManyAtOnce: 'Too many searches at once. Please wait a moment and try again.',
  databaseUnavailable:
    'The shop cannot reach its database right now. Please try again in a moment.',
  shuttingDown: 'The server is shutting down.',
  notReadyYet: 'The server is still getting ready.',
  addressNotFound: 'Address not found.',
  cartItemNotFound: 'This product is not in your cart.',
  orderNotFound: 'Order not found.',
  orderTotalChanged:
    'Prices have changed since you loaded your cart. Please review the new total and try again.',
  paymentCaptured: 'Payment captured and order confirmed.',
  paymentMismatch: 'The payment does not belong to this order.',
  paymentNotApproved: 'The payment has not been approved yet. Please approve it with PayPal.',
  paymentFailed: 'The payment could not be completed. You have not been charged.',
  paymentProviderDown: 'The payment provider is not answering. Please try again in a moment.',
  paymentNeedsReview:
    'PayPal reported this payment in a state we did not expect. Please contact us before paying again.',
  reviewNotPurchased: 'You can review a product only after buying it.',
  reviewDuplicate: 'You have already reviewed this product!',
  sliderImageNotFound: 'Slider image not found.',
  variantRequired: 'Choose a size and colour of this product.',
  variantNotFound: 'This size or colour of the product does not exist.',
  skuTaken: 'This SKU is already used by another product or size.',
  paymentExpired: 'This order was not paid in time and has been cancelled.',
  paymentSoldOutNotCharged:
    'The items sold out before your approved payment could be taken. The order is cancelled and nothing was charged.',
  paymentSoldOutRefunded:
    'Your payment reached us after the last units had sold. It has been refunded in full.',
  orderRejectedRefund: 'The order was rejected; its payment is refunded in full.',
  refundNothingPaid: 'This order has no payment to refund.',
  refundNothingLeft: 'This order has been refunded in full already.',
  refundItemNotInOrder: 'This product is not in the order.',
  refundDeclined:
    "PayPal refused the refund, so nothing was paid back. The order's refunds show it as failed.",
  refundProviderPending:
    'PayPal has not confirmed the refund yet. It will be retried and shown here once it goes through.',
  returnNotFound: 'Return not found.',
  returnNotDelivered: 'Items can be returned once the order has been delivered.',
  returnItemNotInOrder: 'This product is not in the order.',
  webhookRejected: 'The webhook could not be verified.',
  // Accounts and e-mail (issue 11).
  passwordResetRequested:
    'If an account exists for this e-mail address, we have sent it a link to reset the password. The link works for 60 minutes.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  resetLinkInvalid: 'This password reset link is not valid. Please ask for a new one.',
  resetLinkUsed: 'This password reset link has already been used. Please ask for a new one.',
  resetLinkExpired: 'This password reset link has expired. Please ask for a new one.',
  verifyLinkInvalid: 'This verification link is not valid. Please ask for a new one.',
  verifyLinkUsed: 'This verification link has already been used.',
  verifyLinkExpired: 'This verification link has expired. Please ask for a new one.',
  emailVerifiedDone: 'Your e-mail address is verified.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We have sent a new verification link to your e-mail address.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot your password?" to set one.',
  profileUpdated: 'Your profile has been updated.',
  mailNotFound: 'Message not found.',
  // Wishlist and back-in-stock alerts (issue 28).
  wishlistFull: `Your wishlist already holds ${LIMITS.wishlistMaxEntries} products, the most it can. Remove one to add another.`,
  wishlistItemNotFound: 'This product is not in your wishlist.',
  wishlistRemoved: 'Removed from your wishlist.',
  stockAlertInStock: 'This is in stock now: you can add it to your cart.',
  stockAlertsFull: `You are already waiting for ${LIMITS.stockAlertsMax} sold-out items, the most one account can. End an alert to ask for another.`,
  stockAlertNotFound: 'Stock alert not found.',
  stockAlertEnded: 'We will not e-mail you about this any more.',
  // The back office's sales report (issue 29).
  salesReportBadDate: 'Give a date as YYYY-MM-DD.',
  salesReportDateOutOfRange: `Give a date from ${LIMITS.salesReportFirstDay} to ${LIMITS.salesReportLastDay}.`,
  salesReportBadInterval: 'The interval must be day, week or month.',
  salesReportFromAfterTo: 'The end date must not be before the start date.',
  salesReportTooLongForDays: `Day by day covers at most ${LIMITS.salesReportMaxDays.day} days: choose weeks or months, or a shorter range.`,
  salesReportTooLongForWeeks: `Week by week covers at most ${LIMITS.salesReportMaxDays.week} days: choose months, or a shorter range.`,
  salesReportTooLongForMonths: `Month by month covers at most ${LIMITS.salesReportMaxDays.month} days: choose a shorter range.`,
} as const;

/** A status change the lifecycle does not allow: 409, naming what is allowed. */
export function orderStatusNotAllowedMessage(from: string, allowed: readonly string[]): string {
  if (allowed.length === 0) return `An order that is ${from} cannot change status any more.`;
  return `An order that is ${from} can only become ${allowed.join(' or ')}.`;
}

/** A refund larger than what is left of the payment. */
export function refundTooLargeMessage(leftRupees: string): string {
  return `That is more than is left to refund (${leftRupees}).`;
}

/** More units of a line than can still be refunded or returned. */
export function lineQuantityLeftMessage(title: string, left: number): string {
  return left === 0
    ? `Nothing of ${title} is left to refund or return.`
    : `Only ${left} of ${title} can still be refunded or returned.`;
}

export function returnWindowClosedMessage(days: number): string {
  return `Returns are accepted within ${days} days of delivery; this order's window has closed.`;
}

/** A return step the admin cannot take from the return's current status. */
export function returnStatusNotAllowedMessage(from: string, allowed: readonly string[]): string {
  if (allowed.length === 0) return `A return that is ${from} cannot change any more.`;
  return `A return that is ${from} can only become ${allowed.join(' or ')}.`;
}

/** The spec's stock message: the largest quantity the shopper can have in the cart. */
export function stockLimitMessage(quantity: number): string {
  return `Only ${quantity} items can be added for this product!`;
}

/** A cart may hold as many different products as one order can take. */
export function cartFullMessage(maxLines: number): string {
  return `Your cart already holds ${maxLines} different products, the most one order can take. Check out or remove one to add another.`;
}

export function orderTooManyLinesMessage(maxLines: number, extraLines: number): string {
  return `One order can hold at most ${maxLines} different products. Remove ${extraLines} from your cart to check out.`;
}

export function soldOutMessage(title: string, available: number): string {
  return available > 0
    ? `Only ${available} of "${title}" left in stock. Please update your cart.`
    : `"${title}" is out of stock. Please remove it from your cart.`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
