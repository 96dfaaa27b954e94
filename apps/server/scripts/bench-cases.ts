// The benchmark's requests. A case with several paths takes them in turn, so that no two
// requests in a row ask the same thing and neither the database's caches nor the server's
// flatter the figures.
import { BRAND_IDS, CATEGORY_IDS, COLOUR_IDS, LIMITS, SIZE_SCALES } from '@attire/contract';

export interface Case {
  name: string;
  /** The path of the request numbered `index` (warm-up requests first). */
  path: (index: number) => string;
  /** A listing that should answer with facet counts. */
  facets?: boolean;
}

const fixed = (name: string, path: string): Case => ({ name, path: () => path });
const cycling = (name: string, paths: string[], facets = false): Case => ({
  name,
  path: (index) => paths[index % paths.length]!,
  facets,
});

const listing = (query: Record<string, string>) =>
  `/shop/products?${new URLSearchParams(query).toString()}`;

/** The spec's listing and search, one fixed request each, as the earlier benchmark had them. */
export function plainCases(total: number): Case[] {
  const list = (name: string, query: string) => fixed(name, `/shop/products?${query}`);
  const search = (name: string, keyword: string) =>
    fixed(`search: ${name}`, `/shop/products/search/${encodeURIComponent(keyword)}`);
  // Halfway through, or as deep as the listing lets a shopper go.
  const deepPage = Math.max(1, Math.floor(Math.min(total / 2, LIMITS.listingMaxRows) / 24));
  return [
    list('list: no filter', ''),
    list('list: category', 'category=men'),
    list('list: brand (h&m)', 'brand=h%26m'),
    list('list: category + brand', 'category=women&brand=zara'),
    list('list: 2 categories + 2 brands', 'category=men,kids&brand=nike,adidas'),
    list('list: sort price low to high', 'sortBy=price-lowtohigh'),
    list('list: sort price high to low', 'sortBy=price-hightolow'),
    list('list: sort title A to Z', 'sortBy=title-atoz'),
    list('list: sort title Z to A', 'sortBy=title-ztoa'),
    list('list: category, title A to Z', 'category=footwear&sortBy=title-atoz'),
    list(`list: deep page ${deepPage}`, `page=${deepPage}&limit=24`),
    search('brand name "nike"', 'nike'),
    search('common word "cotton"', 'cotton'),
    search('3-letter word "tee"', 'tee'),
    search('rare word "handloom"', 'handloom'),
    search('phrase "slim fit"', 'slim fit'),
    search('no match "velvet"', 'velvet'),
  ];
}

/**
 * Listings with two of issue 9's filters (and so facet counts), each request with other
 * values, and product details, each request another product.
 */
export function variantCases(productIds: string[]): Case[] {
  const categorySizes = CATEGORY_IDS.flatMap((category) =>
    SIZE_SCALES[category].map((size) => listing({ category, size })),
  );
  const colours = COLOUR_IDS.filter((colour) => colour !== 'multi');
  const coloursInStock = colours.map((colour) => listing({ colour, inStock: 'true' }));
  const sizeColours = ['S', 'M', 'L', 'XL', 'UK 8', '8-9Y'].flatMap((size) =>
    colours.slice(0, 9).map((colour) => listing({ size, colour })),
  );
  const brandPrices = BRAND_IDS.flatMap((brand) =>
    [500, 1000, 2000, 4000].map((minPrice) =>
      listing({ brand, minPrice: String(minPrice), maxPrice: String(minPrice * 2) }),
    ),
  );
  const sortedBySize = categorySizes.map((path) => `${path}&sortBy=price-hightolow&page=2`);
  return [
    cycling('facets: category + size', categorySizes, true),
    cycling('facets: colour + in stock', coloursInStock, true),
    cycling('facets: size + colour', sizeColours, true),
    cycling('facets: brand + price range', brandPrices, true),
    cycling('facets: category + size, price desc, p2', sortedBySize, true),
    cycling(
      'details: product by id',
      productIds.map((id) => `/shop/products/${id}`),
    ),
  ];
}
