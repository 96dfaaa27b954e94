import { Suspense, useState } from 'react';
import { onDemand } from '@/lib/on-demand';
import { useCurrentUser } from '@/lib/auth-store';
import { avatarClass, initialOf } from './avatar';

const UserMenu = onDemand(() => import('./user-menu').then((m) => m.UserMenu));

/**
 * The user menu's avatar button. The menu (Radix) downloads on hover, focus or the first click;
 * until then this identical button stands in, and a click on it opens the menu once loaded.
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
    <Suspense fallback={placeholder}>
      <UserMenu.Component />
    </Suspense>
  );
}
