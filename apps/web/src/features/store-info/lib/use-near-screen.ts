import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` has come within `margin` of the screen (and stays true from then on), so
 * that what sits below the fold asks the server only when a visitor scrolls toward it. Where
 * there is no IntersectionObserver (jsdom), at once.
 */
export function useNearScreen(target: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = target.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
