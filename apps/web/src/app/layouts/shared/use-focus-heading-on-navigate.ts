import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

const GIVE_UP_MS = 10_000;

// Whether the last input was a key (Enter on a link, Tab) or a pointer. Only someone on the
// keyboard is shown where focus landed: Chrome's own guess (`:focus-visible`) for a focus that a
// script moves also draws its black ring after a click. index.css styles the attribute.
let lastInputWasKey = false;
for (const type of ['keydown', 'pointerdown']) {
  document.addEventListener(type, (event) => (lastInputWasKey = event.type === 'keydown'), true);
}

/**
 * After a change of page (not on the first load, and not when only the query string changes),
 * moves focus to the new page's h1 inside `container`, so keyboard and screen-reader users
 * start at the top of what they opened. Pages load lazily, so it waits for the h1 to appear.
 * The heading shows a focus ring only when the page was changed from the keyboard.
 */
export function useFocusHeadingOnNavigate(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // The path focus was last settled for; a ref, not a first-run flag, so StrictMode's second
  // run of the effect on mount does not count as a navigation.
  const settled = useRef(pathname);

  useEffect(() => {
    if (settled.current === pathname) return;
    settled.current = pathname;
    const root = container.current;
    if (!root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.dataset.focusHeading = lastInputWasKey ? 'keyboard' : 'pointer';
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), GIVE_UP_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, container]);
}
