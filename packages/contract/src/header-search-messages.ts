// Kept apart from messages.ts and search-messages.ts: the search box in the shop's header is on
// every shop page's first load and needs only these words, which then travel with the header.

/** The shop header's search box (desktop), also the not-found page's. */
export const HEADER_SEARCH_MESSAGES = {
  label: 'Search the shop',
  placeholder: 'Search products…',
  submit: 'Search',
} as const;
