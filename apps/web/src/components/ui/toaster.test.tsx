import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('toasts (spec constants)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(getToasts()).toHaveLength(1);
  });

  it('closes after 5000 ms by default', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a dismissed toast, closed, for 1000000 ms before removing it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }).dismiss());
    expect(getToasts()[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(999_999));
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(getToasts()).toHaveLength(0);
  });

  it('closes when swiped right past 50 px, not before', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 150, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('a swipe to the left does not close it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Stay' }));
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 300, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 100, pointerId: 1 });
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });

  it('closes with Escape and with the close button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Escape me' }));
    // Escape closes the toast wherever focus is, not only inside it.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByText('Escape me')).not.toBeInTheDocument();
    act(() => void toast({ title: 'Click me' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
  });

  it('leaves the toast open when Escape belongs to an open dialog', () => {
    render(
      <>
        <div role="dialog" aria-label="Details" />
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Keep me' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('F8 moves focus to the notifications area', () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(
      screen.getByRole('region', { name: 'Notifications (F8)' }).firstElementChild,
    ).toHaveFocus();
  });

  it('shows failures in the destructive style as an alert', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Something went wrong!', variant: 'destructive' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(alert.className).toContain('bg-destructive');
  });

  it('drops an action that has no alternative text', () => {
    render(<Toaster />);
    act(
      () =>
        void toast({ title: 'Undo?', action: { label: 'Undo', altText: ' ', onClick: () => {} } }),
    );
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    act(
      () =>
        void toast({
          title: 'Undo?',
          action: { label: 'Undo', altText: 'Undo in settings', onClick: () => {} },
        }),
    );
    expect(screen.getByRole('button', { name: /Undo/ })).toBeInTheDocument();
  });
});
