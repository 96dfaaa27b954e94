import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { loadingMessage } from '../loading-message';

/**
 * Shown while the stored login is checked, so no page flashes for the wrong visitor; a page
 * with words to say meanwhile (the PayPal return page) says them instead.
 */
export function FullScreenSkeleton() {
  return (
    loadingMessage(useLocation().pathname, 'min-h-dvh') ?? (
      <div role="status" aria-label="Loading" className="flex min-h-dvh flex-col gap-4 p-4 sm:p-6">
        <Skeleton className="h-14 w-full" />
        <div className="grid flex-1 gap-4 sm:grid-cols-[240px_1fr]">
          <Skeleton className="hidden h-full sm:block" />
          <Skeleton className="h-full min-h-[60dvh]" />
        </div>
      </div>
    )
  );
}
