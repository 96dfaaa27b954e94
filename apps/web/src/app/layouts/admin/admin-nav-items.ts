import {
  LayoutDashboard,
  PackageMinus,
  ShoppingBasket,
  type LucideIcon,
  BadgeCheck,
  Undo2,
  Mail,
  Store,
  Truck,
  TicketPercent,
  HeartHandshake,
} from 'lucide-react';

export interface AdminNavItem {
  label:
    | 'Dashboard'
    | 'Products'
    | 'Low Stock'
    | 'Demand'
    | 'Orders'
    | 'Returns'
    | 'Promotions'
    | 'Shipping'
    | 'Store settings'
    | 'Messages';
  path: string;
  icon: LucideIcon;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', path: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Products', path: '/admin/products', icon: ShoppingBasket },
  { label: 'Low Stock', path: '/admin/low-stock', icon: PackageMinus },
  { label: 'Demand', path: '/admin/demand', icon: HeartHandshake },
  { label: 'Orders', path: '/admin/orders', icon: BadgeCheck },
  { label: 'Returns', path: '/admin/returns', icon: Undo2 },
  { label: 'Promotions', path: '/admin/promotions', icon: TicketPercent },
  { label: 'Shipping', path: '/admin/settings/shipping', icon: Truck },
  { label: 'Store settings', path: '/admin/settings/store', icon: Store },
  { label: 'Messages', path: '/admin/messages', icon: Mail },
];

/** The header's title: the section the path belongs to. */
export function adminTitleFor(pathname: string): string {
  return ADMIN_NAV_ITEMS.find((item) => pathname.startsWith(item.path))?.label ?? 'Dashboard';
}
