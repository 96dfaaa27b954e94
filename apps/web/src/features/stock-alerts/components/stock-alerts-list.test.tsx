import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type StockAlert } from '@attire/contract';
import { getToasts } from '@/lib/toast';
import { seriousAxeFindings } from '@/test/axe';
import { renderWithProviders } from '@/test/render';
import { stubApi, type StubReply } from '@/test/stub-api';
import { StockAlertsList } from './stock-alerts-list';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const SHIRT = '22222222-2222-4222-8222-222222222222';
const BELT = '33333333-3333-4333-8333-333333333333';

const waiting: StockAlert = {
  id: '44444444-4444-4444-8444-000000000001',
  productId: SHIRT,
  variantId: '22222222-2222-4222-8222-000000000002',
  status: 'waiting',
  createdAt: '2025-03-14T10:00:00.000Z',
  sentAt: null,
  title: 'Linen Shirt',
  image: '/uploads/shirt-navy.webp',
  size: 'M',
  colour: 'navy',
};
// A product in one size and colour: nothing to name beside its title.
const sent: StockAlert = {
  ...waiting,
  id: '44444444-4444-4444-8444-000000000002',
  productId: BELT,
  variantId: '33333333-3333-4333-8333-000000000001',
  status: 'sent',
  sentAt: '2025-03-20T04:00:00.000Z',
  title: 'Leather Belt',
  image: '/uploads/belt.webp',
  size: null,
  colour: null,
};

/** The list over a server answering `list`, whose End removes the alert it keeps. */
function renderAlerts(list: (kept: StockAlert[]) => StubReply) {
  const kept = [waiting, sent];
  const api = stubApi({
    'GET /shop/stock-alerts': () => list(kept),
    'DELETE /shop/stock-alerts/:id': ({ params }) => {
      kept.splice(
        kept.findIndex((alert) => alert.id === params.id),
        1,
      );
      return { body: { success: true, message: MESSAGES.stockAlertEnded } };
    },
  });
  const { container } = renderWithProviders(<StockAlertsList />, {
    route: '/shop/account?tab=alerts',
  });
  return { api, kept, container };
}

const all = (kept: StockAlert[]): StubReply => ({ body: { success: true, alerts: [...kept] } });
const row = (title: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByText(title))!;

describe('back-in-stock alerts in the account', () => {
  it('lists each alert with its picture, size and colour, and whether its e-mail went', async () => {
    const { container } = renderAlerts(all);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your alerts...');
    const shirt = await screen.findByRole('link', { name: 'Linen Shirt' });
    expect(shirt).toHaveAttribute('href', `/shop/product/${SHIRT}?colour=navy`);
    const shirtRow = row('Linen Shirt');
    expect(within(shirtRow).getByText('Size M · Navy')).toBeInTheDocument();
    expect(within(shirtRow).getByText('Waiting')).toBeInTheDocument();
    expect(shirtRow.querySelector('img')).toHaveAttribute('src', '/uploads/shirt-navy.webp');
    // Dated in India's time.
    expect(within(row('Leather Belt')).getByText('E-mail sent on 20 Mar 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leather Belt' })).toHaveAttribute(
      'href',
      `/shop/product/${BELT}`,
    );
    expect(await seriousAxeFindings(container)).toEqual([]);
  });

  it('ends an alert, says so, and moves focus to the next End, then to the heading', async () => {
    const { kept } = renderAlerts(all);
    const endShirt = await screen.findByRole('button', {
      name: 'End the alert for Linen Shirt, Size M · Navy',
    });
    await userEvent.click(endShirt);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Linen Shirt' })).not.toBeInTheDocument(),
    );
    const endBelt = screen.getByRole('button', { name: 'End the alert for Leather Belt' });
    expect(endBelt).toHaveFocus();
    expect(getToasts()[0]).toMatchObject({ title: MESSAGES.stockAlertEnded });

    await userEvent.click(endBelt);
    expect(await screen.findByText('You have no back-in-stock alerts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Back-in-stock alerts' })).toHaveFocus();
    expect(kept).toEqual([]);
  });

  it('says when there are none, and how to ask for one', async () => {
    renderAlerts(() => ({ body: { success: true, alerts: [] } }));
    expect(await screen.findByText('You have no back-in-stock alerts.')).toBeInTheDocument();
    expect(screen.getByText(/press Notify me/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
  });

  it('says so when they cannot be loaded, and Retry loads them', async () => {
    let calls = 0;
    renderAlerts((kept) => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { success: false, message: 'Something went wrong!' } }
        : all(kept);
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your alerts could not be loaded.');
    expect(getToasts()).toHaveLength(0);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
  });
});
