import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingFacets } from '@attire/contract';
import { useLocation } from 'react-router';
import { productFixture, summaryFixture } from '@/test/catalog-fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AddToCartContext } from '../product/add-to-cart-context';
import { ListingPage } from './listing-page';

const products = Array.from({ length: 3 }, (_, index) =>
  summaryFixture(
    productFixture({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      image: `/uploads/${index}.webp`,
      title: `Shirt ${index + 1}`,
      description: '',
      category: 'men',
      brand: 'nike',
      price: 110 + index,
      salePrice: 0,
      totalStock: 20,
      rating: 0,
      reviewCount: 0,
    }),
  ),
);

/** Counts as the API gives them: sizes out of order, values no product has left out. */
function facetsFor(query: URLSearchParams): ListingFacets {
  return {
    category: [
      { id: 'men', count: 30 },
      { id: 'kids', count: 4 },
    ],
    brand: [
      { id: 'nike', count: 30 },
      { id: 'zara', count: 2 },
    ],
    size: [
      { id: 'XXL', count: 2 },
      { id: 'UK 9', count: 1 },
      { id: 'M', count: 12 },
      { id: 'S', count: 9 },
    ],
    // Choosing a size narrows the colours: the counts must follow the newest reply.
    colour: [
      { id: 'navy', count: query.get('size') ? 3 : 7 },
      { id: 'black', count: 4 },
      { id: 'multi', count: 1 },
    ],
    price: { min: 101.5, max: 129.25 },
  };
}

function serveListing() {
  const fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    return jsonResponse({
      success: true,
      products,
      total: 30,
      page: 1,
      limit: 24,
      facets: facetsFor(query),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The query of the newest listing call. */
  return () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderListing(route = '/shop/listing') {
  return renderWithProviders(
    <AddToCartContext value={async () => true}>
      <ListingPage />
      <Location />
    </AddToCartContext>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const group = (name: string) => within(screen.getByRole('group', { name }));
const box = (groupName: string, name: string) => group(groupName).getByRole('checkbox', { name });

// Many role queries over a page of filters and tiles: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

describe('listing filters: size, colour, price and in-stock', () => {
  it('shows every count, disables values without products and lists sizes smallest first', async () => {
    serveListing();
    renderListing('/shop/listing?brand=puma&size=XS');
    await waitFor(() => expect(box('Category', 'Men')).toHaveAccessibleDescription('30 products'));
    expect(box('Category', 'Kids')).toHaveAccessibleDescription('4 products');
    expect(box('Category', 'Women')).toBeDisabled();
    expect(box('Brand', 'Zara')).toBeEnabled();
    expect(box('Brand', 'Adidas')).toBeDisabled();
    // Chosen values stay, and stay enabled, even when nothing matches them any more.
    expect(box('Brand', 'Puma')).toBeEnabled();
    expect(box('Brand', 'Puma')).toBeChecked();
    const sizes = group('Size').getAllByRole('checkbox');
    expect(sizes.map((size) => size.getAttribute('aria-label'))).toEqual([
      'XS',
      'S',
      'M',
      'XXL',
      'UK 9',
    ]);
    expect(box('Size', 'M')).toHaveAccessibleDescription('12 products');
    expect(box('Size', 'UK 9')).toHaveAccessibleDescription('1 product');
    expect(box('Size', 'XS')).toBeChecked();
    expect(group('Colour').getAllByRole('checkbox')).toHaveLength(14);
    // XS is chosen, so the reply counts navy among size XS only.
    expect(box('Colour', 'Navy')).toHaveAccessibleDescription('3 products');
    expect(box('Colour', 'Multicolour')).toBeEnabled();
    expect(box('Colour', 'White')).toBeDisabled();
    expect(screen.getByLabelText('Min price')).toHaveAttribute('placeholder', '101');
    expect(screen.getByLabelText('Max price')).toHaveAttribute('placeholder', '130');
  });

  it('puts a chosen size and colour in the URL and the API query, and updates the counts', async () => {
    const lastQuery = serveListing();
    renderListing();
    await waitFor(() => expect(box('Size', 'M')).toBeEnabled());
    await userEvent.click(box('Size', 'M'));
    await waitFor(() => expect(location()).toBe('?size=M'));
    await waitFor(() => expect(lastQuery().get('size')).toBe('M'));
    await waitFor(() => expect(box('Colour', 'Navy')).toHaveAccessibleDescription('3 products'));

    // By keyboard: the swatch is a real checkbox, so Space ticks it.
    box('Colour', 'Navy').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(location()).toBe('?size=M&colour=navy'));
    await waitFor(() => expect(lastQuery().get('colour')).toBe('navy'));
    expect(lastQuery().get('size')).toBe('M');
    expect(box('Size', 'M')).toBeChecked();
    expect(box('Colour', 'Navy')).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Navy · Size M');
    expect(JSON.parse(sessionStorage.getItem('filters') ?? '')).toEqual({
      size: ['M'],
      colour: ['navy'],
    });
  });

  it('restores size, colour, price and in-stock from the URL', async () => {
    const lastQuery = serveListing();
    renderListing('/shop/listing?size=M&colour=navy,black&minPrice=100&maxPrice=120&inStock=true');
    await screen.findByText('30 Products');
    await waitFor(() =>
      expect(location()).toBe('?size=M&colour=black,navy&minPrice=100&maxPrice=120&inStock=true'),
    );
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      size: 'M',
      // Palette order, whatever order the link named them in.
      colour: 'black,navy',
      minPrice: '100',
      maxPrice: '120',
      inStock: 'true',
    });
    expect(box('Size', 'M')).toBeChecked();
    expect(box('Colour', 'Black')).toBeChecked();
    expect(screen.getByLabelText('Min price')).toHaveValue(100);
    expect(screen.getByLabelText('Max price')).toHaveValue(120);
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Black, Navy · Size M · ₹100 – ₹120 · In stock',
    );
  });

  it('restores them from session storage when the URL names none', async () => {
    const lastQuery = serveListing();
    sessionStorage.setItem(
      'filters',
      JSON.stringify({ size: ['L'], colour: ['red'], maxPrice: 999, inStock: true }),
    );
    renderListing();
    await waitFor(() => expect(location()).toBe('?size=L&colour=red&maxPrice=999&inStock=true'));
    await screen.findByText('30 Products');
    expect(lastQuery().get('size')).toBe('L');
    expect(lastQuery().get('maxPrice')).toBe('999');
    expect(box('Colour', 'Red')).toBeChecked();
    expect(screen.getByLabelText('Max price')).toHaveValue(999);
  });

  it('drops unknown sizes and colours from the URL', async () => {
    const lastQuery = serveListing();
    renderListing('/shop/listing?size=M,Giant&colour=teal');
    await waitFor(() => expect(location()).toBe('?size=M'));
    await screen.findByText('30 Products');
    expect(lastQuery().get('colour')).toBeNull();
    expect(lastQuery().get('size')).toBe('M');
  });

  it('refuses a reversed or negative price range, and applies a valid one with Enter', async () => {
    const lastQuery = serveListing();
    renderListing();
    await screen.findByText('30 Products');
    const min = screen.getByLabelText('Min price');
    const max = screen.getByLabelText('Max price');
    await userEvent.type(min, '900');
    await userEvent.type(max, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The minimum price must not be above the maximum price.',
    );
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription(
      'The minimum price must not be above the maximum price.',
    );

    await userEvent.clear(max);
    await userEvent.type(max, '-5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a price from ₹0 to ₹1,00,00,000.',
    );
    expect(location()).toBe('');
    expect(lastQuery().get('minPrice')).toBeNull();

    await userEvent.clear(max);
    await userEvent.type(max, '1500{Enter}');
    await waitFor(() => expect(location()).toBe('?minPrice=900&maxPrice=1500'));
    await waitFor(() => expect(lastQuery().get('maxPrice')).toBe('1500'));
    expect(lastQuery().get('minPrice')).toBe('900');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(max).not.toHaveAttribute('aria-invalid');
  });

  it('applies the price when focus leaves the price boxes', async () => {
    const lastQuery = serveListing();
    renderListing();
    await screen.findByText('30 Products');
    await userEvent.type(screen.getByLabelText('Min price'), '250');
    // Max price, Apply, then out of the group.
    await userEvent.tab();
    await userEvent.tab();
    expect(location()).toBe('');
    await userEvent.tab();
    await waitFor(() => expect(location()).toBe('?minPrice=250'));
    await waitFor(() => expect(lastQuery().get('minPrice')).toBe('250'));
  });

  it('filters to products in stock', async () => {
    const lastQuery = serveListing();
    renderListing('/shop/listing?category=men');
    await screen.findByText('30 Products');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(location()).toBe('?category=men&inStock=true'));
    await waitFor(() => expect(lastQuery().get('inStock')).toBe('true'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(location()).toBe('?category=men'));
    await waitFor(() => expect(lastQuery().get('inStock')).toBeNull());
  });

  it('clears every filter at once', async () => {
    serveListing();
    renderListing('/shop/listing?brand=nike&size=M&colour=navy&minPrice=100&inStock=true');
    await screen.findByText('30 Products');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(''));
    // The button leaves with the filters; the keyboard stays in the panel.
    expect(screen.getByRole('heading', { name: 'Filters', level: 2 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Products');
    expect(screen.getByLabelText('Min price')).toHaveValue(null);
    expect(box('Brand', 'Nike')).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers the same filters in the phone drawer', async () => {
    serveListing();
    renderListing('/shop/listing?size=M&inStock=true');
    await screen.findByText('30 Products');
    const filtersButton = screen.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(filtersButton);
    const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));
    const size = within(drawer.getByRole('group', { name: 'Size' }));
    expect(size.getByRole('checkbox', { name: 'M' })).toBeChecked();
    await userEvent.click(
      within(drawer.getByRole('group', { name: 'Colour' })).getByRole('checkbox', {
        name: 'Black',
      }),
    );
    await waitFor(() => expect(location()).toBe('?size=M&colour=black&inStock=true'));
    expect(drawer.getByLabelText('Min price')).toHaveAttribute('placeholder', '101');
    await userEvent.click(drawer.getByRole('button', { name: 'Show 30 Products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (3)' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await userEvent.click(reopened.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(''));
    expect(reopened.getByRole('button', { name: /^(Show 30 Products|Done)$/ })).toHaveFocus();
  });
});
