import type { ReactNode } from 'react';
import { UI_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '../../error-boundary';

/**
 * Catches a page that fails inside a layout (most often its code could not be downloaded: the
 * server is down, or a new release replaced it), so the header and menu stay and the shopper
 * can retry. The layout keys it by path: going to another page starts afresh. A chunk that
 * failed has reloaded the page once already (stale-chunks.ts), so this shows when it fails
 * again. React keeps a failed lazy import, so Retry reloads the page.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-6">
          <h1 className="text-lg font-semibold">{UI_MESSAGES.pageLoadFailed}</h1>
          <p className="text-muted-foreground">{UI_MESSAGES.pageLoadFailedHint}</p>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
