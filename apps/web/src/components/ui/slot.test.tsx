import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot (a button rendered as its child)', () => {
  it('gives the child the button look, keeping the child its own classes and props', () => {
    render(
      <Button asChild variant="outline">
        <a href="/shop/cart" className="w-full" aria-label="Open the cart">
          Cart
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Open the cart' });
    expect(link).toHaveAttribute('href', '/shop/cart');
    expect(link).toHaveClass('w-full', 'border', 'inline-flex');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls both click handlers, the child first, and sets both refs', async () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    let childNode: HTMLElement | null = null;
    render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')} style={{ color: 'red' }}>
        <button
          type="button"
          ref={(node) => {
            childNode = node;
          }}
          onClick={() => calls.push('child')}
          style={{ margin: 0 }}
        >
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    await userEvent.click(button);
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(button);
    expect(childNode).toBe(button);
    expect(button.style.color).toBe('red');
    expect(button.style.margin).toBe('0px');
  });
});
