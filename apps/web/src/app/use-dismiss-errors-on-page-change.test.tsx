import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getToasts, toast } from '@/lib/toast';
import { useDismissErrorsOnPageChange } from './use-dismiss-errors-on-page-change';

function Page() {
  useDismissErrorsOnPageChange();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/shop/checkout">Checkout</Link>
      <Link to="/shop/listing?category=men">Men</Link>
      <button type="button" onClick={() => navigate('/auth/login', { replace: true })}>
        Redirect
      </button>
    </>
  );
}

const open = () => getToasts().filter((item) => item.open);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('error toasts and a change of page', () => {
  it('closes an error toast when the shopper goes to another page', async () => {
    renderAt('/shop/listing');
    act(() => void toast({ title: 'Only 3 items can be added', variant: 'destructive' }));
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(open()).toEqual([]);
  });

  it('keeps it for a change of query only, and for a redirect that it explains', async () => {
    renderAt('/shop/listing');
    act(() => void toast({ title: 'Something went wrong!', variant: 'destructive' }));
    await userEvent.click(screen.getByRole('link', { name: 'Men' }));
    expect(open()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Redirect' }));
    expect(open()).toHaveLength(1);
  });

  it('leaves a success toast to close by itself', async () => {
    renderAt('/shop/listing');
    act(() => void toast({ title: 'Address added successfully' }));
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(open()).toHaveLength(1);
  });
});
