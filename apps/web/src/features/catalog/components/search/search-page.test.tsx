import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AddToCartContext } from '../product/add-to-cart-context';
import { SearchPage } from './search-page';

function Location() {
  return <p data-testid="location">{useLocation().search}</p>;
}

function renderSearch(route = '/shop/search') {
  return renderWithProviders(
    <AddToCartContext value={async () => true}>
      <SearchPage />
      <Location />
    </AddToCartContext>,
    { route },
  );
}

const searchCalls = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/search/'));

describe('search', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fetchMock = vi.fn(async () => jsonResponse({ success: true, products: [] }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const type = (value: string) =>
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value } });

  it('writes searchKeyword to the query string as the shopper types', () => {
    renderSearch();
    type('linen shirt');
    expect(screen.getByTestId('location').textContent).toBe('?searchKeyword=linen+shirt');
  });

  it('asks the server only 1000 ms after typing stops, for more than 3 characters', async () => {
    renderSearch();
    type('shi');
    type('shir');
    await act(async () => vi.advanceTimersByTime(999));
    expect(searchCalls(fetchMock)).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(searchCalls(fetchMock)).toEqual(['/api/shop/products/search/shir']);
  });

  it('never searches a keyword of 3 characters or fewer once trimmed', async () => {
    renderSearch();
    type('  abc   ');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it("shows 'No products found!' when nothing matches", async () => {
    vi.useRealTimers();
    // A keyword already in the URL (a reload) is searched at once.
    renderSearch('/shop/search?searchKeyword=zzzzz');
    expect(await screen.findByText('No products found!')).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual(['/api/shop/products/search/zzzzz']);
  });
});
