import { BRAND_IDS, CATEGORY_IDS } from '@attire/contract';
import { LISTING_FILTERS_KEY } from '@/lib/storage-keys';

export const FILTER_KEYS = ['category', 'brand'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string[]>>;

const ALLOWED: Record<FilterKey, readonly string[]> = { category: CATEGORY_IDS, brand: BRAND_IDS };

/** Keeps only known keys and ids, in a stable order, and drops empty groups. */
export function sanitizeFilters(raw: unknown): Filters {
  const filters: Filters = {};
  if (!raw || typeof raw !== 'object') return filters;
  for (const key of FILTER_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (!Array.isArray(value)) continue;
    const ids = ALLOWED[key].filter((id) => value.includes(id));
    if (ids.length > 0) filters[key] = ids;
  }
  return filters;
}

export function hasFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => (filters[key]?.length ?? 0) > 0);
}

/** The query string the spec asks for: `category=men,women&brand=h%26m` (ids encoded, commas not). */
export function filtersToQueryString(filters: Filters): string {
  const clean = sanitizeFilters(filters);
  return FILTER_KEYS.filter((key) => clean[key]?.length)
    .map((key) => `${key}=${(clean[key] ?? []).map(encodeURIComponent).join(',')}`)
    .join('&');
}

/** Filters named in the query string, or null when it names none (then storage decides). */
export function filtersFromSearchParams(params: URLSearchParams): Filters | null {
  if (!FILTER_KEYS.some((key) => params.has(key))) return null;
  const raw: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value.split(',').map((id) => id.trim());
  }
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

/** The listing URL for some filters (callers store them first when they should persist). */
export function listingPath(filters: Filters): string {
  const query = filtersToQueryString(filters);
  return `/shop/listing${query ? `?${query}` : ''}`;
}
