import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SEARCH_UI_MESSAGES } from '@attire/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { productFixture, summaryFixture } from '@/test/catalog-fixtures';
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
    fetchMock = vi.fn(async () => jsonResponse({ success: true, products: [], total: 0 }));
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

  it("shows 'No products found!' when nothing matches, with a way on", async () => {
    vi.useRealTimers();
    // A keyword already in the URL (a reload) is searched at once.
    renderSearch('/shop/search?searchKeyword=zzzzz');
    expect(await screen.findByText('No products found!')).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toEqual(['/api/shop/products/search/zzzzz']);
    expect(screen.getByText(SEARCH_UI_MESSAGES.noResultsHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
  });

  it('says how many products match, and how many of them it shows', async () => {
    vi.useRealTimers();
    const caps = ['Baseball Cap', 'Cap Toe Oxford Shoe', 'Bucket Hat Cap'].map((title, at) =>
      productFixture({
        id: `00000000-0000-4000-8000-00000000000${at}`,
        image: '/uploads/cap.webp',
        title,
        description: 'A cap.',
        category: 'accessories',
        brand: 'puma',
        price: 799,
        salePrice: 0,
        totalStock: 5,
        rating: 0,
        reviewCount: 0,
      }),
    );
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, products: caps.map(summaryFixture), total: 3 }),
    );
    renderSearch('/shop/search?searchKeyword=caps');
    expect(await screen.findByText('Cap Toe Oxford Shoe')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^3 results for “caps”$/);

    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, products: caps.map(summaryFixture), total: 257 }),
    );
    type('cotton caps');
    // After the spec's 1 s pause.
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          /^257 results for “cotton caps”, the first 3 shown$/,
        ),
      { timeout: 3000 },
    );
  });
});
