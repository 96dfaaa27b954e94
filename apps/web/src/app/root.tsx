import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { checkAuth } from '@/features/auth/api/check-auth';
import { ErrorBoundary } from './error-boundary';
import { FullScreenSkeleton } from './guard/full-screen-skeleton';
import { LazyToaster } from './lazy-toaster';
import { RouteGuard } from './guard/route-guard';

/** Checks the stored login on every load, guards the routes and hosts the toast area. */
export function Root() {
  useEffect(() => {
    void checkAuth();
  }, []);

  return (
    <>
      <ErrorBoundary>
        <RouteGuard>
          <Suspense fallback={<FullScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      </ErrorBoundary>
      <LazyToaster />
    </>
  );
}
