import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-labels';
import { orderActorLabel, orderEventLabel } from './order-labels';
import { OrderStatusBadge, PaymentStatusBadge, ReturnStatusBadge } from './order-status-badge';

describe('order status badge and labels', () => {
  it.each([
    ['confirmed', 'Confirmed', 'bg-success'],
    ['delivered', 'Delivered', 'bg-success'],
    ['rejected', 'Rejected', 'bg-destructive'],
    ['pending', 'Pending', 'bg-primary'],
    ['inTransit', 'In transit', 'bg-primary'],
    ['inProcess', 'In process', 'bg-primary'],
    ['inShipping', 'In shipping', 'bg-primary'],
  ])('shows %s as %s coloured with %s', (status, label, colour) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(colour);
  });

  it('shows an order whose payment never came as Not paid, not as a rejected or pending one', () => {
    render(<OrderStatusBadge status="rejected" paymentStatus="failed" />);
    expect(screen.getByText('Not paid')).toHaveClass('bg-secondary');
    expect(screen.queryByText('Rejected')).toBeNull();
  });

  it('keeps Rejected for an order rejected after it was paid', () => {
    render(<OrderStatusBadge status="rejected" paymentStatus="refunded" />);
    expect(screen.getByText('Rejected')).toHaveClass('bg-destructive');
  });

  it.each([
    ['pending', 'Pending', 'bg-primary'],
    ['paid', 'Paid', 'bg-success'],
    ['partiallyRefunded', 'Partially refunded', 'bg-secondary'],
    ['refunded', 'Refunded', 'border'],
    ['failed', 'Failed', 'bg-destructive'],
  ] as const)('shows the payment status %s as %s coloured with %s', (status, label, colour) => {
    render(<PaymentStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(colour);
  });

  it.each([
    ['requested', 'Requested', 'bg-primary'],
    ['approved', 'Approved', 'bg-secondary'],
    ['rejected', 'Rejected', 'bg-destructive'],
    ['refunded', 'Refunded', 'bg-success'],
  ] as const)('shows the return status %s as %s coloured with %s', (status, label, colour) => {
    render(<ReturnStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(colour);
  });

  it('names who took a step and what kind of step it was', () => {
    expect(['shopper', 'admin', 'system'].map((by) => orderActorLabel(by as 'admin'))).toEqual([
      'Shopper',
      'Admin',
      'System',
    ]);
    expect(orderEventLabel('paid')).toBe('Payment received');
    expect(orderEventLabel('expired')).toBe('Not paid in time');
  });

  it('shows an order number: the first 8 characters of the id, upper-cased', () => {
    expect(orderNumber('3f2a9c1e-0000-4000-8000-000000000001')).toBe('3F2A9C1E');
  });
});
