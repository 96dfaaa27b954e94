import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersFromSearchParams,
  filtersToQueryString,
  listingPath,
  readStoredFilters,
  storeFilters,
  toggleFilter,
  updateFilters,
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

  it('puts sizes, colours, the price range and in-stock in the query string too', () => {
    const filters = {
      category: ['men'],
      size: ['XL', 'S', 'UK 9'],
      colour: ['multi', 'navy'],
      minPrice: 500,
      maxPrice: 1999.5,
      inStock: true,
    };
    // Sizes smallest first, colours in the palette's order; a space is encoded, a comma not.
    expect(filtersToQueryString(filters)).toBe(
      'category=men&size=S,XL,UK%209&colour=navy,multi&minPrice=500&maxPrice=1999.5&inStock=true',
    );
    expect(filtersFromSearchParams(new URLSearchParams(filtersToQueryString(filters)))).toEqual({
      category: ['men'],
      size: ['S', 'XL', 'UK 9'],
      colour: ['navy', 'multi'],
      minPrice: 500,
      maxPrice: 1999.5,
      inStock: true,
    });
  });

  it('drops unknown sizes and colours, unreadable prices and a reversed range', () => {
    const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));
    expect(read('size=M,XXXL&colour=teal,red')).toEqual({ size: ['M'], colour: ['red'] });
    expect(read('minPrice=abc&maxPrice=-5&inStock=yes')).toEqual({});
    expect(read('minPrice=900&maxPrice=100')).toEqual({});
    expect(read('minPrice=0&maxPrice=100000000')).toEqual({ minPrice: 0 });
    expect(read('minPrice=12.345')).toEqual({ minPrice: 12.35 });
    expect(read('size=One+Size')).toEqual({ size: ['One Size'] });
  });

  it('stores every kind of filter in session storage and reads it back', () => {
    storeFilters({ size: ['M'], colour: ['black'], maxPrice: 800, inStock: true });
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({
      size: ['M'],
      colour: ['black'],
      maxPrice: 800,
      inStock: true,
    });
    sessionStorage.setItem('filters', JSON.stringify({ size: ['Huge'], minPrice: 'x' }));
    expect(readStoredFilters()).toEqual({});
  });

  it('sets and removes the price range and in-stock, and counts the choices', () => {
    const some = updateFilters({ size: ['M'] }, { minPrice: 100, maxPrice: 200, inStock: true });
    expect(some).toEqual({ size: ['M'], minPrice: 100, maxPrice: 200, inStock: true });
    expect(activeFilterCount(some)).toBe(3);
    expect(updateFilters(some, { minPrice: undefined, inStock: undefined })).toEqual({
      size: ['M'],
      maxPrice: 200,
    });
    expect(activeFilterCount({})).toBe(0);
  });
});
