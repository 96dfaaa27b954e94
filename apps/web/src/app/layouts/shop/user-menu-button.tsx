import { Suspense, useState } from 'react';
import { onDemand } from '@/lib/on-demand';
import { useCurrentUser } from '@/lib/auth-store';
import { PartErrorBoundary, PartLink } from '../shared/part-error-boundary';
import { avatarClass, initialOf } from './avatar';

const UserMenu = onDemand(() => import('./user-menu').then((m) => m.UserMenu));

// The avatar button that was pressed is gone: focus goes on to what replaced it. (React's
// autoFocus covers form controls only.) One function, so a re-render does not focus it again.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The user menu's avatar button. The menu (Radix) downloads on hover, focus or the first click;
 * until then this identical button stands in, and a click on it opens the menu once loaded.
 * If the menu's code cannot be downloaded, a plain Account link (a full page load, so the
 * current build) takes its place, and the rest of the header stays.
 */
export function UserMenuButton() {
  const user = useCurrentUser();
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={`Account menu for ${user.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={avatarClass}
      onPointerEnter={UserMenu.preload}
      onFocus={UserMenu.preload}
      onClick={() => setRequested(true)}
    >
      {initialOf(user.name)}
    </button>
  );
  if (!requested) return placeholder;
  return (
    <PartErrorBoundary
      fallback={
        <PartLink href="/shop/account" ref={focusOnMount}>
          Account
        </PartLink>
      }
    >
      <Suspense fallback={placeholder}>
        <UserMenu.Component />
      </Suspense>
    </PartErrorBoundary>
  );
}
