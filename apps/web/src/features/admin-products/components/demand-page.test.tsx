import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AwaitedVariant, WishedProduct } from '@attire/contract';
import { seriousAxeFindings } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { stubApi, type StubReply } from '@/test/stub-api';
import { ADMIN, HOODIE, LINEN_SHIRT } from '../testing/fixtures';
import { DemandPage } from './demand-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const wished: WishedProduct[] = [
  { productId: HOODIE.id, title: HOODIE.title, count: 12 },
  { productId: LINEN_SHIRT.id, title: LINEN_SHIRT.title, count: 3 },
];
const awaited: AwaitedVariant[] = [
  {
    productId: HOODIE.id,
    variantId: '66666666-6666-4666-8666-000000000001',
    title: HOODIE.title,
    size: 'L',
    colour: 'black',
    count: 7,
  },
  // A product sold in one kind only: no size, no colour.
  {
    productId: LINEN_SHIRT.id,
    variantId: '33333333-3333-4333-8333-000000000001',
    title: LINEN_SHIRT.title,
    size: null,
    colour: null,
    count: 1,
  },
];

function renderDemand(reply: () => StubReply) {
  const api = stubApi({ 'GET /admin/demand': reply });
  const view = renderWithProviders(<DemandPage />, { user: ADMIN, route: '/admin/demand' });
  return { api, ...view };
}

const report = (): StubReply => ({ body: { success: true, wished, awaited } });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('demand page', () => {
  it('lists the most wished products and the most awaited sizes, each linking to its stock', async () => {
    const { container } = renderDemand(report);
    expect(screen.getByRole('status')).toHaveTextContent('Loading what shoppers want...');

    const wishedTable = await screen.findByRole('table', { name: 'Most wished products' });
    const wishedRows = within(wishedTable).getAllByRole('row').slice(1);
    expect(wishedRows.map(cells)).toEqual([
      [HOODIE.title, '12', 'Edit'],
      [LINEN_SHIRT.title, '3', 'Edit'],
    ]);
    expect(
      within(wishedRows[0]!).getByRole('link', { name: `Edit ${HOODIE.title}` }),
    ).toHaveAttribute('href', `/admin/products?edit=${HOODIE.id}`);

    const awaitedTable = screen.getByRole('table', { name: 'Most awaited sizes and colours' });
    const awaitedRows = within(awaitedTable).getAllByRole('row').slice(1);
    expect(awaitedRows.map(cells)).toEqual([
      [HOODIE.title, 'L', 'Black', '7', 'Restock'],
      [LINEN_SHIRT.title, '—', '—', '1', 'Restock'],
    ]);
    expect(
      within(awaitedRows[0]!).getByRole('link', { name: `Restock ${HOODIE.title} (L · Black)` }),
    ).toHaveAttribute('href', `/admin/products?edit=${HOODIE.id}`);
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('says so for each list that is empty', async () => {
    renderDemand(() => ({ body: { success: true, wished: [], awaited: [] } }));
    expect(await screen.findByText('No product is on a wishlist yet.')).toBeInTheDocument();
    expect(screen.getByText('No shopper is waiting for a sold-out size.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the report cannot be loaded, and Retry loads it', async () => {
    let calls = 0;
    renderDemand(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { success: false, message: 'Something went wrong!' } }
        : report();
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The demand report could not be loaded.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Most wished products' })).toBeInTheDocument();
  });
});
