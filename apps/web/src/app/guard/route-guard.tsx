import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth-store';
import { decideRedirect } from './decide-redirect';
import { FullScreenSkeleton } from './full-screen-skeleton';

/** Keeps each visitor on the pages their state allows (spec section 2). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, loggedOut, user } = useAuth();
  const location = useLocation();

  if (isLoading) return <FullScreenSkeleton />;
  const target = decideRedirect({
    pathname: location.pathname,
    search: location.search,
    isAuthenticated,
    loggedOut,
    role: user?.role,
  });
  if (target && target !== location.pathname + location.search)
    return <Navigate to={target} replace />;
  return children;
}
