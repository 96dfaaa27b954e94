import { ALL_SIZES, BRAND_IDS, CATEGORY_IDS, COLOUR_IDS } from '@attire/contract';
import { LISTING_FILTERS_KEY } from '@/lib/storage-keys';

/** The groups of ids a shopper ticks; the query string holds each as `key=a,b`. */
export const FILTER_KEYS = ['category', 'brand', 'size', 'colour'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string[]>> & {
  /** Rupees, on the unit price. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
};

const ALLOWED: Record<FilterKey, readonly string[]> = {
  category: CATEGORY_IDS,
  brand: BRAND_IDS,
  size: ALL_SIZES,
  colour: COLOUR_IDS,
};
const SCALAR_KEYS = ['minPrice', 'maxPrice', 'inStock'] as const;

/** The API takes prices up to this many rupees. */
export const MAX_PRICE = 10_000_000;

/** A price in rupees (to the paisa), or undefined when the value is not one. */
export function toPrice(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN;
  if (!Number.isFinite(number) || number < 0 || number > MAX_PRICE) return undefined;
  return Math.round(number * 100) / 100;
}

/**
 * Keeps only known keys and values, in a stable order (ids in the contract's order, so the
 * sizes run XS to XXL), and drops empty groups and a reversed price range.
 */
export function sanitizeFilters(raw: unknown): Filters {
  const filters: Filters = {};
  if (!raw || typeof raw !== 'object') return filters;
  const source = raw as Record<string, unknown>;
  for (const key of FILTER_KEYS) {
    const value = source[key];
    if (!Array.isArray(value)) continue;
    const ids = ALLOWED[key].filter((id) => value.includes(id));
    if (ids.length > 0) filters[key] = ids;
  }
  const minPrice = toPrice(source.minPrice);
  const maxPrice = toPrice(source.maxPrice);
  // The API refuses a reversed range; neither bound says which one the shopper meant.
  const reversed = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  if (minPrice !== undefined && !reversed) filters.minPrice = minPrice;
  if (maxPrice !== undefined && !reversed) filters.maxPrice = maxPrice;
  if (source.inStock === true || source.inStock === 'true') filters.inStock = true;
  return filters;
}

/** How many choices are made (the phone's Filters button shows it); a price range is one. */
export function activeFilterCount(filters: Filters): number {
  const ids = FILTER_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), 0);
  const price = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return ids + price + (filters.inStock ? 1 : 0);
}

export function hasFilters(filters: Filters): boolean {
  return activeFilterCount(filters) > 0;
}

/**
 * The query string the spec asks for: `category=men,women&brand=h%26m` (ids encoded, commas
 * not), then `size`, `colour`, `minPrice`, `maxPrice` and `inStock=true` the same way.
 */
export function filtersToQueryString(filters: Filters): string {
  const clean = sanitizeFilters(filters);
  const lists = FILTER_KEYS.filter((key) => clean[key]?.length).map(
    (key) => `${key}=${(clean[key] ?? []).map(encodeURIComponent).join(',')}`,
  );
  const scalars = SCALAR_KEYS.filter((key) => clean[key] !== undefined).map(
    (key) => `${key}=${String(clean[key])}`,
  );
  return [...lists, ...scalars].join('&');
}

/** Filters named in the query string, or null when it names none (then storage decides). */
export function filtersFromSearchParams(params: URLSearchParams): Filters | null {
  if (![...FILTER_KEYS, ...SCALAR_KEYS].some((key) => params.has(key))) return null;
  const raw: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value.split(',').map((id) => id.trim());
  }
  for (const key of SCALAR_KEYS) raw[key] = params.get(key) ?? undefined;
  return sanitizeFilters(raw);
}

export function readStoredFilters(): Filters {
  try {
    return sanitizeFilters(JSON.parse(sessionStorage.getItem(LISTING_FILTERS_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

export function storeFilters(filters: Filters) {
  sessionStorage.setItem(LISTING_FILTERS_KEY, JSON.stringify(sanitizeFilters(filters)));
}

export function clearStoredFilters() {
  sessionStorage.removeItem(LISTING_FILTERS_KEY);
}

/** Checks or unchecks one id of one group. */
export function toggleFilter(filters: Filters, key: FilterKey, id: string): Filters {
  const current = filters[key] ?? [];
  const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
  return sanitizeFilters({ ...filters, [key]: next });
}

/** Sets or (with undefined) removes some filters, keeping the others. */
export function updateFilters(filters: Filters, patch: Partial<Filters>): Filters {
  return sanitizeFilters({ ...filters, ...patch });
}

/** The listing URL for some filters (callers store them first when they should persist). */
export function listingPath(filters: Filters): string {
  const query = filtersToQueryString(filters);
  return `/shop/listing${query ? `?${query}` : ''}`;
}
