import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDate } from './order-date';
import { OrderStatusBadge } from './order-status-badge';

describe('order status badge and date', () => {
  it.each([
    ['confirmed', 'bg-success'],
    ['delivered', 'bg-success'],
    ['rejected', 'bg-destructive'],
    ['pending', 'bg-primary'],
    ['inShipping', 'bg-primary'],
  ])('colours %s with %s', (status, colour) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveClass(colour);
  });

  it('shows the date as the part before T', () => {
    expect(orderDate('2026-11-21T09:45:00.000Z')).toBe('2026-11-21');
  });
});
