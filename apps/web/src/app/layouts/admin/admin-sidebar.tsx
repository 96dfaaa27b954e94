import { ChartNoAxesCombined } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="mt-8 flex flex-col gap-2">
        {ADMIN_NAV_ITEMS.map(({ label, path, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={path}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-lg outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'bg-muted text-foreground' : 'text-muted-foreground',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminPanelTitle() {
  return (
    <span className="flex items-center gap-2">
      <ChartNoAxesCombined className="size-7" aria-hidden="true" />
      <span className="text-xl font-extrabold">Admin Panel</span>
    </span>
  );
}

/** The side menu on large screens; phones get the same menu in a sheet. */
export function AdminSidebar() {
  return (
    <aside className="hidden w-64 flex-col border-r bg-background p-6 lg:flex">
      <AdminPanelTitle />
      <AdminMenu />
    </aside>
  );
}
