import { Link, useLocation } from 'react-router';
import { storeFilters } from '@/features/catalog/lib/filters';
import { cn } from '@/lib/cn';
import { SHOP_NAV_ITEMS, type ShopNavItem } from './nav-items';

function isCurrent(item: ShopNavItem, pathname: string, search: string): boolean {
  const [path, query = ''] = item.path.split('?');
  if (path !== pathname) return false;
  return item.id === 'products' ? !/category=/.test(search) : search.includes(query);
}

/** The shop's navigation: a row in the header, a column in the phone menu sheet. */
export function ShopNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label="Shop">
      <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'flex-row items-center')}>
        {SHOP_NAV_ITEMS.map((item) => {
          const current = isCurrent(item, pathname, search);
          return (
            <li key={item.id}>
              <Link
                to={item.path}
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  if (item.filters) storeFilters(item.filters);
                  onNavigate?.();
                }}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                  current && 'bg-accent',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
