// The requests under load: the listing, the same listing with a facet filter, product
// details and a search. The same paths on the shop and on the baseline.

export interface Endpoint {
  name: string;
  kind: 'listing' | 'details' | 'search';
  /** Taken in turn, one per request; most endpoints have one. */
  paths: string[];
}

// Generated products are named from the seed's vocabulary (src/db/seed/vocabulary.ts), where
// "cotton" is in several kinds' descriptions: a broad search, as a shopper's often is.
const SEARCH_WORD = 'cotton';

export function benchEndpoints(productIds: string[]): Endpoint[] {
  return [
    {
      name: 'listing: men, price low to high',
      kind: 'listing',
      paths: ['/api/shop/products?category=men&sortBy=price-lowtohigh'],
    },
    {
      // A size and a colour, which narrow the listing: each men's product comes in every
      // size of the scale but only in one to four colours.
      name: 'listing: men, M, black (facets)',
      kind: 'listing',
      paths: ['/api/shop/products?category=men&size=M&colour=black&sortBy=price-lowtohigh'],
    },
    {
      name: `details: ${productIds.length} products in turn`,
      kind: 'details',
      paths: productIds.map((id) => `/api/shop/products/${id}`),
    },
    {
      name: `search: "${SEARCH_WORD}"`,
      kind: 'search',
      paths: [`/api/shop/products/search/${SEARCH_WORD}`],
    },
  ];
}
