// Kept apart from messages.ts, as cart-messages.ts is: these texts are shown by the search page
// and the not-found page, which download on demand (the header's box has its own file).

/** The search page's and the not-found page's texts (issue 25). */
export const SEARCH_UI_MESSAGES = {
  noResultsHint: 'Check the spelling, or try a shorter or more general word.',
  seeAllProducts: 'See all products',
  goHome: 'Go to the home page',
  notFoundHint: 'The page you asked for is not here. Search the shop or go on from here.',
  searchForProduct: 'Search for a product',
} as const;

/** What the search found: "3 results for “caps”", and how many of them the page shows. */
export function searchResultsNote(total: number, keyword: string, shown: number): string {
  const count = `${total.toLocaleString('en-IN')} ${total === 1 ? 'result' : 'results'}`;
  const found = `${count} for “${keyword}”`;
  return shown < total ? `${found}, the first ${shown} shown` : found;
}
