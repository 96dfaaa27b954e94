import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToQueryString,
  hasFilters,
  readStoredFilters,
  storeFilters,
  toggleFilter,
  type FilterKey,
  type Filters,
} from '../../lib/filters';

/**
 * The listing's filters: the query string is the truth while it names any, otherwise session
 * storage (a visit to /shop/listing restores the last choices into the URL). Every change is
 * written to both.
 */
export function useListingFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => filtersFromSearchParams(new URLSearchParams(search)), [search]);
  const filters: Filters = useMemo(() => fromUrl ?? readStoredFilters(), [fromUrl]);

  useEffect(() => {
    if (fromUrl) storeFilters(fromUrl);
    else if (hasFilters(filters))
      navigate({ search: filtersToQueryString(filters) }, { replace: true });
  }, [fromUrl, filters, navigate]);

  const toggle = useCallback(
    (key: FilterKey, id: string) => {
      const next = toggleFilter(filters, key, id);
      storeFilters(next);
      navigate({ search: filtersToQueryString(next) }, { replace: true });
    },
    [filters, navigate],
  );

  return { filters, toggle };
}
