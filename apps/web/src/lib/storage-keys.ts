// Every key the app keeps in the browser's storage, so nothing collides or is forgotten.

/** localStorage: the bearer token of the signed-in account. */
export const TOKEN_KEY = 'token';

/** sessionStorage: the order being paid while the shopper is away at PayPal. */
export const CURRENT_ORDER_ID_KEY = 'currentOrderId';

/** sessionStorage: the listing's filter choices ({ category: [...], size: [...], minPrice, ... }). */
export const LISTING_FILTERS_KEY = 'filters';
