// Kept apart from messages.ts, and out of MESSAGES, as order-messages.ts is: every page's first
// load carries messages.ts (UI_MESSAGES), while these texts are shown only by the product's
// details and the listing's price filter, which download on demand.

/** The catalog's texts of its own: the size and colour prompts and the price filter's. */
export const CATALOG_UI_MESSAGES = {
  selectSize: 'Please select a size',
  selectColour: 'Please select a colour',
  priceInvalid: 'Enter a price from ₹0 to ₹1,00,00,000.',
  priceRangeReversed: 'The minimum price must not be above the maximum price.',
} as const;
