import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LowStockVariant } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ADMIN, HOODIE } from '../testing/fixtures';
import { LowStockPage } from './low-stock-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const variant = (n: number, overrides: Partial<LowStockVariant> = {}): LowStockVariant => ({
  productId: HOODIE.id,
  title: HOODIE.title,
  image: '/uploads/hoodie-navy.png',
  variantId: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  sku: `HOOD-${n}`,
  size: 'M',
  colour: 'navy',
  totalStock: Math.min(n, 10),
  ...overrides,
});

/** A server holding `total` low variants, answering the page asked for. */
function stubLowStock(total: number) {
  const all = Array.from({ length: total }, (_, index) => variant(index));
  return stubApi({
    'GET /admin/products/low-stock': ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const variants = all.slice((page - 1) * limit, page * limit);
      return { body: { success: true, variants, total, page, limit } };
    },
  });
}

function renderPage(route = '/admin/low-stock') {
  renderWithProviders(
    <Routes>
      <Route path="/admin/low-stock" element={<LowStockPage />} />
    </Routes>,
    { user: ADMIN, route },
  );
}

describe('low stock page', () => {
  it('lists each low variant with its size, colour, SKU and stock, linking to its product', async () => {
    stubApi({
      'GET /admin/products/low-stock': () => ({
        body: {
          success: true,
          variants: [
            variant(0, { size: 'L', colour: 'black', sku: 'HOOD-L-BLACK', totalStock: 0 }),
            variant(1, { size: null, colour: null, sku: 'AT-CAP', title: 'Cap', totalStock: 4 }),
          ],
          total: 2,
          page: 1,
          limit: 24,
        },
      }),
    });
    renderPage();
    const first = (await screen.findByText('HOOD-L-BLACK')).closest('tr')!;
    expect(first).toHaveTextContent('Zip hoodie');
    expect(within(first).getByText('L')).toBeInTheDocument();
    expect(within(first).getByText('Black')).toBeInTheDocument();
    expect(within(first).getByText('Sold out')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/hoodie-navy.png');
    expect(
      within(first).getByRole('link', { name: 'Edit Zip hoodie (L · Black)' }),
    ).toHaveAttribute('href', `/admin/products?edit=${HOODIE.id}`);
    const cap = screen.getByText('AT-CAP').closest('tr')!;
    expect(within(cap).getByText('4')).toBeInTheDocument();
    expect(within(cap).queryByText('Sold out')).not.toBeInTheDocument();
    expect(within(cap).getByRole('link', { name: 'Edit Cap' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages through the variants, the page kept in the address', async () => {
    const { calls } = stubLowStock(30);
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('HOOD-0')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(25);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('HOOD-24')).toBeInTheDocument();
    expect(screen.queryByText('HOOD-0')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls.map((call) => call.query.get('page'))).toEqual(['1', '2']);

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('HOOD-0')).toBeInTheDocument();
  });

  it('opens at the page its address names', async () => {
    const { calls } = stubLowStock(30);
    renderPage('/admin/low-stock?page=2');
    expect(await screen.findByText('HOOD-29')).toBeInTheDocument();
    expect(calls[0]?.query.get('page')).toBe('2');
  });

  it('says so when no variant is running low', async () => {
    stubLowStock(0);
    renderPage();
    expect(await screen.findByText('No variant is running low.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
