import { Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/lib/toast';
import { ErrorBoundary } from './error-boundary';
import { lazyNamed } from './lazy-named';

const ToastArea = lazyNamed(() => import('./toast-area'), 'ToastArea');

/**
 * The toast area, kept out of every page's first load: it is fetched right after the first
 * render (or at once for a toast raised before). Not later, on idle: a dialog opened before the
 * area exists hides everything outside it from assistive technology, the area included, and
 * the toasts raised from that dialog would go unannounced.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);

  useEffect(() => setMounted(true), []);

  if (!mounted && toasts.length === 0) return null;
  // Outside the root's boundary: if its code cannot be downloaded, no toasts, but the page stays.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </ErrorBoundary>
  );
}
