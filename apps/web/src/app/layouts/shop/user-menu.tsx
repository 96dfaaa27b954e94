import { BellRing, Heart, LogOut, UserCog } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { useCurrentUser } from '@/lib/auth-store';
import { avatarClass, initialOf } from './avatar';

/** Mounted by the first click on the avatar, so it starts open (Radix moves focus into it). */
export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden, which then holds
    // focusable content (axe: aria-hidden-focus); focus still moves into the menu.
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger aria-label={`Account menu for ${user.name}`} className={avatarClass}>
        {initialOf(user.name)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Logged in as {user.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/shop/account')}>
          <UserCog aria-hidden="true" />
          Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/shop/wishlist')}>
          <Heart aria-hidden="true" />
          Wishlist
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/shop/account?tab=alerts')}>
          <BellRing aria-hidden="true" />
          Back-in-stock alerts
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
