import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { loadingMessage } from './loading-message';

/** Shown inside a layout while a page's code downloads (or the page's own words meanwhile). */
export function PageFallback() {
  return (
    loadingMessage(useLocation().pathname) ?? (
      <div role="status" aria-label="Loading" className="grid gap-4 p-4 md:p-6">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  );
}
