import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../shared/page-error-boundary';
import { PageFallback } from '../../page-fallback';
import { QueryProvider } from '../../providers';
import { useFocusHeadingOnNavigate } from '../shared/use-focus-heading-on-navigate';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

/**
 * Side menu titled Admin Panel, a header naming the section (its h1) and Logout. Admin pages
 * render inside <main>; they should start at <h2>.
 */
export function AdminLayout() {
  // The section's h1 is in the header, so the whole column is searched.
  const column = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate(column);
  return (
    <QueryProvider>
      <div className="flex min-h-dvh w-full">
        <AdminSidebar />
        <div ref={column} className="flex min-w-0 flex-1 flex-col">
          <AdminHeader />
          <main className="flex flex-1 flex-col bg-muted/40 p-4 md:p-6">
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
        </div>
      </div>
    </QueryProvider>
  );
}
