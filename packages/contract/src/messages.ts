// Every user-facing text the server sends and the web app shows, in one place.

export const MESSAGES = {
  somethingWentWrong: 'Something went wrong!',
  validationError: 'Validation Error',
  loggedOut: 'Logged out successfully!',
  selectAddress: 'Please select an address to proceed!',
  cartEmpty: 'Cart is empty!',
  nothingInCart: 'Nothing in your cart!',
  noAddress: 'No address found!',
  noReviews: 'No reviews yet',
  noProducts: 'No products found!',
  pageNotFound: 'Page does not exist!',
  processingPayment: 'Processing Payment...',
  paymentSuccessful: 'Payment Successful!',

  invalidCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this email already exists.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  routeNotFound: 'This API route does not exist.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleTokenInvalid: 'Google sign-in failed: the sign-in token could not be verified.',
  googleEmailUnverified: 'Google sign-in failed: your Google e-mail address is not verified.',
  crossSiteRefused: 'This request was refused because it did not come from the shop.',

  productNotFound: 'Product not found.',
  productDeleted: 'Product deleted successfully.',
  imageRequired: 'Choose an image file to upload (field myFile).',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageUnsupported: 'Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF.',
  bodyTooLarge: 'The request is too large.',

  addressNotFound: 'Address not found.',
  addressDeleted: 'Address deleted successfully.',
  cartItemNotFound: 'This product is not in your cart.',

  orderNotFound: 'Order not found.',
  orderTotalChanged:
    'Prices have changed since you loaded your cart. Please review the new total and try again.',
  orderStatusUpdated: 'Order status updated successfully!',
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
  sliderImageDeleted: 'Slider image deleted successfully.',
} as const;

/** The spec's stock message: the largest quantity the shopper can have in the cart. */
export function stockLimitMessage(quantity: number): string {
  return `Only ${quantity} items can be added for this product!`;
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
