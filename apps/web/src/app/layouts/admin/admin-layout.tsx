import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../page-fallback';
import { QueryProvider } from '../../providers';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

/**
 * Side menu titled Admin Panel, a header naming the section (its h1) and Logout. Admin pages
 * render inside <main>; they should start at <h2>.
 */
export function AdminLayout() {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh w-full">
        <AdminSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminHeader />
          <main className="flex flex-1 flex-col bg-muted/40 p-4 md:p-6">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </QueryProvider>
  );
}
