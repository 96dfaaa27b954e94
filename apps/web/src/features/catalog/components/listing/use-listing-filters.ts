import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToQueryString,
  hasFilters,
  readStoredFilters,
  storeFilters,
  toggleFilter,
  updateFilters,
  type FilterKey,
  type Filters,
} from '../../lib/filters';

const REMEMBERED_WRITES = 20;

/** The filters a listing opens with: the URL's when it names any, otherwise the stored ones. */
export function initialListingFilters(search: string): Filters {
  return filtersFromSearchParams(new URLSearchParams(search)) ?? readStoredFilters();
}

/**
 * The listing's filters: the query string is the truth while it names any, otherwise session
 * storage (a visit to /shop/listing restores the last choices into the URL). Every change is
 * written to both.
 *
 * The choices live in state, not only in the URL: the router applies URL changes in a
 * transition, so two quick clicks would otherwise both start from the same old URL and the
 * first choice would be lost.
 */
export function useListingFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [filters, setFiltersState] = useState<Filters>(() => initialListingFilters(search));
  // The newest choices, ahead of the next render, for a click that follows another at once.
  const latest = useRef(filters);
  const setFilters = useCallback((next: Filters) => {
    latest.current = next;
    setFiltersState(next);
  }, []);
  // Query strings this hook wrote: when one lands in the URL it is not news (even an older one,
  // overtaken by a newer click). Anything else (a header link, back and forward) is.
  const written = useRef<string[]>([]);

  const write = useCallback(
    (next: Filters) => {
      const query = filtersToQueryString(next);
      written.current = [...written.current.slice(1 - REMEMBERED_WRITES), query];
      storeFilters(next);
      navigate({ search: query }, { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (written.current.includes(search.replace(/^\?/, ''))) return;
    const fromUrl = filtersFromSearchParams(new URLSearchParams(search));
    if (fromUrl) {
      storeFilters(fromUrl);
      setFilters(fromUrl);
      // Unknown ids (a typo, an old link) are dropped from the URL too, not kept there unused.
      if (filtersToQueryString(fromUrl) !== search.replace(/^\?/, '')) write(fromUrl);
      return;
    }
    const stored = readStoredFilters();
    setFilters(stored);
    if (hasFilters(stored)) write(stored);
  }, [search, write, setFilters]);

  const choose = useCallback(
    (next: Filters) => {
      setFilters(next);
      write(next);
    },
    [write, setFilters],
  );
  const toggle = useCallback(
    (key: FilterKey, id: string) => choose(toggleFilter(latest.current, key, id)),
    [choose],
  );
  /** Sets the price range or in-stock (undefined removes one). */
  const change = useCallback(
    (patch: Partial<Filters>) => choose(updateFilters(latest.current, patch)),
    [choose],
  );
  const clear = useCallback(() => choose({}), [choose]);

  return { filters, toggle, change, clear };
}
