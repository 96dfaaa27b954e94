import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Refund, TimelineEntry } from '@attire/contract';
import { refundFixture } from '@/test/order-fixtures';
import { renderWithProviders } from '@/test/render';
import { OrderRefunds } from './order-refunds';
import { OrderTimeline } from './order-timeline';

const TIMELINE: TimelineEntry[] = [
  { at: '2025-03-18T10:00:00.000Z', event: 'placed', status: 'pending', by: 'shopper' },
  { at: '2025-03-18T10:01:00.000Z', event: 'paid', status: 'confirmed', by: 'system' },
  {
    at: '2025-03-20T10:00:00.000Z',
    event: 'refund',
    status: 'delivered',
    by: 'admin',
    note: 'Refunded ₹1,499.00: Damaged in transit',
  },
];

const RESTOCKED: Refund = refundFixture('r1', { restock: true });

describe("an order's history, as the shopper and as the admin see it", () => {
  it("leaves out of the shopper's timeline who took each step", () => {
    render(<OrderTimeline timeline={TIMELINE} headingId="timeline" />);
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent('Refund');
    expect(steps[2]).toHaveTextContent('Note: Refunded ₹1,499.00: Damaged in transit');
    for (const step of steps) expect(step).not.toHaveTextContent(/By (Admin|System|Shopper)/);
  });

  it("keeps in the admin's timeline who took each step", () => {
    render(<OrderTimeline timeline={TIMELINE} headingId="timeline" viewer="admin" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/^By /).textContent)).toEqual([
      'By Shopper',
      'By System',
      'By Admin',
    ]);
  });

  it('tells only the admin that refunded items were put back in stock', () => {
    const { unmount } = renderWithProviders(
      <OrderRefunds orderId="o1" refunds={[RESTOCKED]} documentViewer="shopper" headingId="r" />,
    );
    expect(screen.getByText(/^Items:/)).toHaveTextContent('Items: Linen shirt × 1');
    expect(screen.getByText(/^Items:/)).not.toHaveTextContent('put back in stock');
    unmount();
    renderWithProviders(
      <OrderRefunds orderId="o1" refunds={[RESTOCKED]} documentViewer="admin" headingId="r" />,
    );
    expect(screen.getByText(/^Items:/)).toHaveTextContent(
      'Items: Linen shirt × 1 (put back in stock)',
    );
  });
});
