import { Skeleton } from '@/components/ui/skeleton';

/** Shown inside a layout while a page's code downloads. */
export function PageFallback() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-4 p-4 md:p-6">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
