import { Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/lib/toast';
import { lazyNamed } from './lazy-named';

const Toaster = lazyNamed(() => import('@/components/ui/toaster'), 'Toaster');

/**
 * The toast area, kept out of every page's first load: it is fetched once the page is idle, or
 * at once when a toast is raised before that.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true));
    return () => window.cancelIdleCallback(handle);
  }, []);

  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
