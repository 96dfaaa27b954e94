import {
  ALL_SIZES,
  BRAND_IDS,
  CATEGORY_IDS,
  COLOUR_IDS,
  toRupees,
  type ListingFacets,
  type ProductListQuery,
  type SortId,
} from '@attire/contract';
import {
  IN_STOCK_BIT,
  brandCode,
  categoryCode,
  colourMask,
  colourOf,
  indexMask,
  sizeMask,
  sizeOf,
} from './listing-codes.js';
import type { ListingIndex } from './listing-index.js';

const NO_PRICE = 0x7fffffff;

interface Counts {
  category: Int32Array;
  brand: Int32Array;
  size: Int32Array;
  colour: Int32Array;
  total: number;
  minPrice: number;
  maxPrice: number;
}

/** Paise from rupees, to a whole paisa the right way for each end of a range. */
const paise = (rupees: number, round: (value: number) => number) =>
  round(Math.round(rupees * 1_000_000) / 10_000);

/** The listing's unit price range in paise, both ends included. */
export function priceRangePaise(query: Pick<ProductListQuery, 'minPrice' | 'maxPrice'>) {
  return {
    min: query.minPrice === undefined ? 0 : paise(query.minPrice, Math.ceil),
    max: query.maxPrice === undefined ? NO_PRICE : paise(query.maxPrice, Math.floor),
  };
}

function filterOf(query: ProductListQuery) {
  return {
    categories: indexMask(query.category.map(categoryCode)),
    brands: indexMask(query.brand.map(brandCode)),
    sizes: sizeMask(query.size),
    colours: colourMask(query.colour),
    ...priceRangePaise(query),
    inStock: query.inStock,
  };
}

/**
 * One pass over the catalogue. A product matches when one of its variants meets the size,
 * colour, price and stock filters together. A facet counts the products that match every
 * filter but its own (the usual faceted-search rule); the price range spans the variants that
 * meet every filter but the price, in products of the chosen categories and brands.
 * Marks the matching products in `hit` with `mark`.
 */
function count(index: ListingIndex, query: ProductListQuery, mark: number): Counts {
  const f = filterOf(query);
  const { live, category, brand, first, end, hit } = index.columns;
  const { sizesAll, coloursAll, sizesInStock, coloursInStock } = index.columns;
  const { minAll, maxAll, minInStock, maxInStock } = index.columns;
  const { codes, prices } = index;
  const counts: Counts = {
    category: new Int32Array(CATEGORY_IDS.length),
    brand: new Int32Array(BRAND_IDS.length),
    size: new Int32Array(32),
    colour: new Int32Array(32),
    total: 0,
    minPrice: NO_PRICE,
    maxPrice: 0,
  };
  const byVariant = f.sizes !== 0 || f.colours !== 0 || f.min > 0 || f.max < NO_PRICE;
  const stockBit = f.inStock ? IN_STOCK_BIT : 0;
  for (let slot = 0; slot < index.ids.length; slot++) {
    if (live[slot] === 0) continue;
    const categoryOk = f.categories === 0 || ((f.categories >> category[slot]!) & 1) === 1;
    const brandOk = f.brands === 0 || ((f.brands >> brand[slot]!) & 1) === 1;
    if (!categoryOk && !brandOk) continue;
    const both = categoryOk && brandOk;
    let matches = false;
    let sizes = 0;
    let colours = 0;
    if (!byVariant) {
      // Without size, colour or price filters the precomputed summaries answer.
      sizes = f.inStock ? sizesInStock[slot]! : sizesAll[slot]!;
      colours = f.inStock ? coloursInStock[slot]! : coloursAll[slot]!;
      matches = !f.inStock || sizes !== 0;
      if (both) {
        counts.minPrice = Math.min(counts.minPrice, (f.inStock ? minInStock : minAll)[slot]!);
        counts.maxPrice = Math.max(counts.maxPrice, (f.inStock ? maxInStock : maxAll)[slot]!);
      }
    } else {
      for (let at = first[slot]!, stop = end[slot]!; at < stop; at++) {
        const code = codes[at]!;
        if ((code & stockBit) !== stockBit) continue;
        const size = sizeOf(code);
        const colour = colourOf(code);
        const sizeOk = f.sizes === 0 || ((f.sizes >> size) & 1) === 1;
        const colourOk = f.colours === 0 || ((f.colours >> colour) & 1) === 1;
        const price = prices[at]!;
        if (both && sizeOk && colourOk) {
          if (price < counts.minPrice) counts.minPrice = price;
          if (price > counts.maxPrice) counts.maxPrice = price;
        }
        if (price < f.min || price > f.max) continue;
        if (colourOk) sizes |= 1 << size;
        if (sizeOk) {
          colours |= 1 << colour;
          if (colourOk) matches = true;
        }
      }
    }
    if (matches) {
      if (brandOk) counts.category[category[slot]!]!++;
      if (categoryOk) counts.brand[brand[slot]!]!++;
    }
    if (!both) continue;
    // Bit 0 is "no size" / "no colour", which no facet lists.
    for (let bits = sizes & ~1; bits !== 0; bits &= bits - 1) {
      counts.size[31 - Math.clz32(bits & -bits)]!++;
    }
    for (let bits = colours & ~1; bits !== 0; bits &= bits - 1) {
      counts.colour[31 - Math.clz32(bits & -bits)]!++;
    }
    if (matches) {
      counts.total++;
      hit[slot] = mark;
    }
  }
  return counts;
}

const SORTS: Record<SortId, { by: 'byPrice' | 'byTitle'; descending: boolean }> = {
  'price-lowtohigh': { by: 'byPrice', descending: false },
  'price-hightolow': { by: 'byPrice', descending: true },
  'title-atoz': { by: 'byTitle', descending: false },
  'title-ztoa': { by: 'byTitle', descending: true },
};

/** The ids of the page's products, in the sort's order. */
function pageOf(index: ListingIndex, query: ProductListQuery, mark: number): string[] {
  const { by, descending } = SORTS[query.sortBy];
  const order = index[by];
  const hit = index.columns.hit;
  let skip = (query.page - 1) * query.limit;
  const ids: string[] = [];
  for (let step = 0; step < order.length && ids.length < query.limit; step++) {
    const slot = order[descending ? order.length - 1 - step : step]!;
    if (hit[slot] !== mark) continue;
    if (skip > 0) skip--;
    else ids.push(index.ids[slot]!);
  }
  return ids;
}

/** A facet's values in the contract's order: those with products, and those chosen. */
function facet(
  values: readonly string[],
  counts: Int32Array,
  codeOf: (at: number) => number,
  chosen: readonly string[],
) {
  return values.flatMap((id, at) => {
    const count = counts[codeOf(at)]!;
    return count > 0 || chosen.includes(id) ? [{ id, count }] : [];
  });
}

export interface ListingAnswer {
  ids: string[];
  total: number;
  facets: ListingFacets;
}

/** The listing's page (as product ids), its total and its facets, from the index alone. */
/** Answers kept per index: the listings shoppers ask for most, while the catalogue stands. */
const ANSWERS_KEPT = 1_000;
const answers = new WeakMap<
  ListingIndex,
  { version: number; byQuery: Map<string, ListingAnswer> }
>();

/**
 * The listing's page of ids, its total and its facets. Working them out walks the whole
 * catalogue, so an answer is kept until the index changes: the next shopper asking the same
 * (a category's first page, most often) is answered at once, whatever the catalogue's size.
 * Answers are shared, never changed.
 */
export function answerListing(index: ListingIndex, query: ProductListQuery): ListingAnswer {
  let kept = answers.get(index);
  if (kept?.version !== index.version) {
    kept = { version: index.version, byQuery: new Map() };
    answers.set(index, kept);
  }
  const key = JSON.stringify(query);
  const known = kept.byQuery.get(key);
  if (known) return known;
  const answer = workOutListing(index, query);
  // The oldest first: a Map iterates in insertion order.
  if (kept.byQuery.size >= ANSWERS_KEPT) kept.byQuery.delete(kept.byQuery.keys().next().value!);
  kept.byQuery.set(key, answer);
  return answer;
}

function workOutListing(index: ListingIndex, query: ProductListQuery): ListingAnswer {
  // Marks only grow, so a product's old mark never passes for this listing's.
  if (index.mark >= 0x7ffffffe) {
    index.columns.hit.fill(0);
    index.mark = 0;
  }
  const mark = ++index.mark;
  const counts = count(index, query, mark);
  const plain = (at: number) => at;
  const coded = (at: number) => at + 1;
  const hasPrice = counts.minPrice <= counts.maxPrice;
  return {
    ids: pageOf(index, query, mark),
    total: counts.total,
    facets: {
      category: facet(CATEGORY_IDS, counts.category, plain, query.category),
      brand: facet(BRAND_IDS, counts.brand, plain, query.brand),
      size: facet(ALL_SIZES, counts.size, coded, query.size),
      colour: facet(COLOUR_IDS, counts.colour, coded, query.colour),
      price: {
        min: hasPrice ? toRupees(counts.minPrice) : 0,
        max: hasPrice ? toRupees(counts.maxPrice) : 0,
      },
    },
  };
}
