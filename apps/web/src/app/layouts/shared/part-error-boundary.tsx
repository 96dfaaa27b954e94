import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ErrorBoundary } from '../../error-boundary';

/**
 * Around a lazily loaded part of a layout (the header's menus and sheets): when its code cannot
 * be downloaded even after the one reload (stale-chunks.ts), only this part gives way, to
 * `fallback` (a plain link to where the part leads, which loads a fresh page) and a Reload
 * button. The header and the page stay; the root boundary never sees it.
 */
export function PartErrorBoundary({
  fallback,
  className,
  children,
}: {
  fallback?: ReactNode;
  /** For the fallback's box (the part's own breakpoints, say). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={
        <span className={cn('flex items-center gap-1', className)}>
          {fallback}
          <Button
            variant="ghost"
            size="sm"
            className="px-2!"
            onClick={() => window.location.reload()}
          >
            Reload
          </Button>
        </span>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** A fallback's link: a full page load, so it brings the current build. */
export function PartLink(props: ComponentProps<'a'>) {
  return (
    <Button asChild variant="outline" size="sm" className="px-2!">
      <a {...props} />
    </Button>
  );
}
