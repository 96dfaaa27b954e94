import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { PageFallback } from '../page-fallback';

/** Two columns: the brand on a primary background (large screens), the form beside it. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh w-full">
      <aside
        aria-label="About Attire"
        className="hidden w-1/2 items-center justify-center bg-primary px-12 text-primary-foreground lg:flex"
      >
        <div className="flex max-w-md flex-col items-center gap-6 text-center">
          <LogoMark className="size-20" />
          <h2 className="text-5xl font-extrabold tracking-tight">Attire</h2>
          <p className="text-lg opacity-80">Clothing, footwear and accessories for everyone.</p>
        </div>
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center gap-8 bg-background px-4 py-12 sm:px-6 lg:px-8">
        <div className="flex items-center gap-2 lg:hidden">
          <LogoMark className="size-8" />
          <span className="text-2xl font-extrabold">Attire</span>
        </div>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
