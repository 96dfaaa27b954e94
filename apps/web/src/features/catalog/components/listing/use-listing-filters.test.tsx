import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListingFilters } from './use-listing-filters';

let toggle: ReturnType<typeof useListingFilters>['toggle'] = () => {};

function Harness() {
  const listing = useListingFilters();
  toggle = listing.toggle;
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
});
