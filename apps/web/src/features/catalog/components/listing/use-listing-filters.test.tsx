import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListingFilters } from './use-listing-filters';

type Listing = ReturnType<typeof useListingFilters>;
let toggle: Listing['toggle'] = () => {};
let change: Listing['change'] = () => {};
let clear: Listing['clear'] = () => {};

function Harness() {
  const listing = useListingFilters();
  ({ toggle, change, clear } = listing);
  const { search } = useLocation();
  return (
    <>
      <p data-testid="search">{search}</p>
      <p data-testid="filters">{JSON.stringify(listing.filters)}</p>
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
}

const search = () => screen.getByTestId('search').textContent;
const filters = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}');

describe('listing filters in the URL and session storage', () => {
  it('honours the category query parameter and stores it', () => {
    renderAt('/shop/listing?category=kids');
    expect(filters()).toEqual({ category: ['kids'] });
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({ category: ['kids'] });
  });

  it('drops unknown ids from the URL and the filters', () => {
    renderAt('/shop/listing?category=men,bogus&brand=nobody');
    expect(filters()).toEqual({ category: ['men'] });
    expect(search()).toBe('?category=men');
  });

  it('drops a query string that names only unknown ids', () => {
    renderAt('/shop/listing?category=bogus');
    expect(filters()).toEqual({});
    expect(search()).toBe('');
  });

  it('restores the stored filters into the query string after a reload', () => {
    sessionStorage.setItem('filters', JSON.stringify({ category: ['men'], brand: ['h&m'] }));
    renderAt('/shop/listing');
    expect(search()).toBe('?category=men&brand=h%26m');
    expect(filters()).toEqual({ category: ['men'], brand: ['h&m'] });
  });

  it('writes every change to both the query string and storage', () => {
    renderAt('/shop/listing');
    act(() => toggle('brand', 'nike'));
    act(() => toggle('category', 'women'));
    expect(search()).toBe('?category=women&brand=nike');
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({
      category: ['women'],
      brand: ['nike'],
    });
    act(() => toggle('brand', 'nike'));
    expect(search()).toBe('?category=women');
  });

  it('keeps sizes, colours, prices and in-stock in the query string and storage', () => {
    renderAt('/shop/listing?category=men');
    act(() => toggle('size', 'L'));
    act(() => toggle('colour', 'navy'));
    act(() => toggle('size', 'S'));
    act(() => change({ minPrice: 500, maxPrice: 2000 }));
    act(() => change({ inStock: true }));
    expect(search()).toBe(
      '?category=men&size=S,L&colour=navy&minPrice=500&maxPrice=2000&inStock=true',
    );
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({
      category: ['men'],
      size: ['S', 'L'],
      colour: ['navy'],
      minPrice: 500,
      maxPrice: 2000,
      inStock: true,
    });
    act(() => change({ minPrice: undefined, inStock: undefined }));
    expect(search()).toBe('?category=men&size=S,L&colour=navy&maxPrice=2000');
  });

  it('restores the new filters from storage and drops unknown ones from the URL', () => {
    sessionStorage.setItem(
      'filters',
      JSON.stringify({ size: ['UK 9'], colour: ['multi'], minPrice: 300, inStock: true }),
    );
    renderAt('/shop/listing');
    expect(search()).toBe('?size=UK%209&colour=multi&minPrice=300&inStock=true');
    expect(filters()).toEqual({ size: ['UK 9'], colour: ['multi'], minPrice: 300, inStock: true });
  });

  it('drops unknown sizes, colours and prices from the URL', () => {
    renderAt('/shop/listing?size=M,Huge&colour=teal&minPrice=cheap&maxPrice=900&inStock=maybe');
    expect(filters()).toEqual({ size: ['M'], maxPrice: 900 });
    expect(search()).toBe('?size=M&maxPrice=900');
  });

  it('clears every filter from the URL and storage', () => {
    renderAt('/shop/listing?brand=nike&size=M&inStock=true');
    act(() => clear());
    expect(search()).toBe('');
    expect(filters()).toEqual({});
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({});
  });
});
