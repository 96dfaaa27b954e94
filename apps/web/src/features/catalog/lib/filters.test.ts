import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  filtersToQueryString,
  listingPath,
  readStoredFilters,
  storeFilters,
  toggleFilter,
} from './filters';

describe('listing filters', () => {
  it('mirrors filters in the query string as key=comma-joined values', () => {
    expect(filtersToQueryString({ category: ['men', 'women'], brand: ['nike'] })).toBe(
      'category=men,women&brand=nike',
    );
    expect(filtersToQueryString({ brand: ['h&m', 'levi'] })).toBe('brand=levi,h%26m');
    expect(filtersToQueryString({})).toBe('');
  });

  it('reads them back from the query string, keeping only known ids', () => {
    const params = new URLSearchParams('category=men,women,aliens&brand=h%26m');
    expect(filtersFromSearchParams(params)).toEqual({ category: ['men', 'women'], brand: ['h&m'] });
    expect(filtersFromSearchParams(new URLSearchParams('category=kids'))).toEqual({
      category: ['kids'],
    });
    expect(filtersFromSearchParams(new URLSearchParams('sortBy=title-atoz'))).toBeNull();
  });

  it('round-trips through the query string', () => {
    const filters = { category: ['kids', 'footwear'], brand: ['h&m', 'zara'] };
    const back = filtersFromSearchParams(new URLSearchParams(filtersToQueryString(filters)));
    expect(back).toEqual({ category: ['kids', 'footwear'], brand: ['zara', 'h&m'] });
  });

  it('keeps filters in session storage under "filters"', () => {
    storeFilters({ category: ['men'], brand: ['puma'] });
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({
      category: ['men'],
      brand: ['puma'],
    });
    expect(readStoredFilters()).toEqual({ category: ['men'], brand: ['puma'] });
  });

  it('survives missing or damaged storage', () => {
    expect(readStoredFilters()).toEqual({});
    sessionStorage.setItem('filters', '{not json');
    expect(readStoredFilters()).toEqual({});
    sessionStorage.setItem('filters', 'null');
    expect(readStoredFilters()).toEqual({});
  });

  it('toggles one id of one group and drops empty groups', () => {
    const once = toggleFilter({}, 'category', 'men');
    expect(once).toEqual({ category: ['men'] });
    expect(toggleFilter(once, 'brand', 'nike')).toEqual({ category: ['men'], brand: ['nike'] });
    expect(toggleFilter(once, 'category', 'men')).toEqual({});
  });

  it('builds the listing path a home tile or a header category opens', () => {
    expect(listingPath({ category: ['men'] })).toBe('/shop/listing?category=men');
    expect(listingPath({})).toBe('/shop/listing');
  });
});
