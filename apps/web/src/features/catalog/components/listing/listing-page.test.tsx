import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductSummary } from '@attire/contract';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AddToCartContext } from '../product/add-to-cart-context';
import { ListingPage } from './listing-page';
import { productFixture, summaryFixture } from '@/test/catalog-fixtures';

function product(index: number): Product {
  return productFixture({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    image: `/uploads/${index}.webp`,
    title: `Product ${index}`,
    description: '',
    category: 'men',
    brand: 'nike',
    price: 100 + index,
    salePrice: 0,
    totalStock: 50,
    rating: 0,
    reviewCount: 0,
  });
}

/** A catalogue of 30 products served in pages, like the API. */
function serveCatalogue() {
  const fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const all: ProductSummary[] = Array.from({ length: 30 }, (_, index) =>
      summaryFixture(product(index + 1)),
    );
    const products = all.slice((page - 1) * limit, page * limit);
    return jsonResponse({ success: true, products, total: all.length, page, limit });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderListing(route = '/shop/listing') {
  return renderWithProviders(
    <AddToCartContext value={async () => true}>
      <ListingPage />
    </AddToCartContext>,
    { route },
  );
}

// A page of tiles and every filter group: role queries are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

describe('listing page', () => {
  it('counts all matches and loads the next page on request', async () => {
    const fetchMock = serveCatalogue();
    renderListing();
    expect(await screen.findByText('30 Products')).toBeInTheDocument();
    // The tiles render in a transition just after the count (ProductGrid defers them).
    expect(await screen.findAllByRole('button', { name: /^Add to cart/ })).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(30),
    );
    expect(screen.queryByRole('button', { name: 'Load more products' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('page=2');
  });

  it('sorts Price: Low to High by default and refetches when the sort changes', async () => {
    const fetchMock = serveCatalogue();
    renderListing('/shop/listing?category=men,kids');
    await screen.findByText('30 Products');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-lowtohigh');
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams;
    expect(first.get('sortBy')).toBe('price-lowtohigh');
    expect(first.get('category')).toBe('men,kids');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Title: Z to A');
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('sortBy=title-ztoa'),
    );
  });

  it('links each tile to the colour the listing is filtered by', async () => {
    const jacket = productFixture({
      ...product(1),
      title: 'Rain Jacket',
      colours: ['yellow', 'navy'],
      variants: (['yellow', 'navy'] as const).map((colour, index) => ({
        ...product(1).variants[0]!,
        id: `00000000-0000-4000-8000-00000000010${index}`,
        colour,
      })),
    });
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        success: true,
        products: [summaryFixture(jacket)],
        total: 1,
        page: 1,
        limit: 24,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderListing('/shop/listing?colour=navy');
    const link = await screen.findByRole('link', { name: 'Rain Jacket' });
    expect(link).toHaveAttribute('href', `/shop/product/${jacket.id}?colour=navy`);
  });

  it('offers the 5 categories and 6 brands as filters', async () => {
    serveCatalogue();
    renderListing('/shop/listing?brand=h%26m');
    const group = (name: string) => within(screen.getByRole('group', { name }));
    expect(group('Category').getAllByRole('checkbox')).toHaveLength(5);
    expect(group('Brand').getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'H&M' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "Levi's" })).not.toBeChecked();
  });

  it('leaves the side panel out on a phone, where the Filters button opens the groups', async () => {
    serveCatalogue();
    const queries: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      queries.push(query);
      return { matches: false, addEventListener() {}, removeEventListener() {} };
    });
    renderListing();
    await screen.findByText('30 Products');
    expect(queries).toContain('(min-width: 768px)');
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
