import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { LoginPage } from '@/features/auth/components/login-page';
import { SHOPPER } from '@/test/render';
import { RouteGuard } from './route-guard';

function Where({ page }: { page: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${page} at ${pathname}${search}`}</p>;
}

function renderAt(path: string, loginPage: ReactNode = <p>login page</p>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteGuard>
        <Routes>
          <Route path="/" element={null} />
          <Route path="/auth/login" element={loginPage} />
          <Route path="/shop/home" element={<p>shop home</p>} />
          <Route path="/admin/dashboard" element={<p>admin dashboard</p>} />
          <Route path="/shop/listing" element={<Where page="listing" />} />
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

  it('brings a visitor back, once signed in, to the page they asked for', () => {
    authStore.reset({ isLoading: false });
    renderAt('/shop/listing?category=men', <LoginPage />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    act(() => authStore.signIn(SHOPPER, 't'));
    expect(screen.getByText('listing at /shop/listing?category=men')).toBeInTheDocument();
  });

  it('never follows a return address to another site: the account goes home', () => {
    authStore.reset({ isLoading: false });
    renderAt('/auth/login?returnTo=%2F%2Fevil.example%2Fshop%2Flisting', <LoginPage />);
    act(() => authStore.signIn(SHOPPER, 't'));
    expect(screen.getByText('shop home')).toBeInTheDocument();
  });
});
