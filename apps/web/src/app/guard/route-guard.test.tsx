import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { SHOPPER } from '@/test/render';
import { RouteGuard } from './route-guard';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteGuard>
        <Routes>
          <Route path="/auth/login" element={<p>login page</p>} />
          <Route path="/shop/home" element={<p>shop home</p>} />
          <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
        </Routes>
      </RouteGuard>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  it('shows the full-screen skeleton while the stored login is checked', () => {
    authStore.reset({ isLoading: true });
    renderAt('/shop/home');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('shop home')).not.toBeInTheDocument();
  });

  it('sends a visitor to login once the check finds no account', () => {
    authStore.reset({ isLoading: true });
    renderAt('/shop/home');
    act(() => authStore.signOut());
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a shopper on an admin page to the shop home', () => {
    authStore.signIn(SHOPPER, 't');
    renderAt('/admin/dashboard');
    expect(screen.getByText('shop home')).toBeInTheDocument();
  });

  it('sends an admin on a shop page to the dashboard', () => {
    authStore.signIn({ ...SHOPPER, role: 'admin' }, 't');
    renderAt('/shop/home');
    expect(screen.getByText('admin dashboard')).toBeInTheDocument();
  });
});
