// The /admin/* pages, each a lazily loaded module (scripts/route-javascript.mjs names them).
// This table is itself loaded lazily (app/routes/admin-app.tsx): shoppers, and the sign-in
// page's first load, never carry the back office's routes.
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyNamed } from '../lazy-named';

const AdminLayout = lazyNamed(() => import('../layouts/admin/admin-layout'), 'AdminLayout');
const AdminDashboardPage = lazyNamed(
  () => import('@/features/slider/components/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminProductsPage = lazyNamed(
  () => import('@/features/admin-products/components/admin-products-page'),
  'AdminProductsPage',
);
const LowStockPage = lazyNamed(
  () => import('@/features/admin-products/components/low-stock-page'),
  'LowStockPage',
);
const DemandPage = lazyNamed(
  () => import('@/features/admin-products/components/demand-page'),
  'DemandPage',
);
const AdminOrdersPage = lazyNamed(
  () => import('@/features/admin-orders/components/admin-orders-page'),
  'AdminOrdersPage',
);
const AdminReturnsPage = lazyNamed(
  () => import('@/features/admin-orders/components/returns/admin-returns-page'),
  'AdminReturnsPage',
);
const AdminMessagesPage = lazyNamed(
  () => import('@/features/admin-messages/components/admin-messages-page'),
  'AdminMessagesPage',
);
const AdminPromotionsPage = lazyNamed(
  () => import('@/features/admin-promotions/components/admin-promotions-page'),
  'AdminPromotionsPage',
);
const StoreSettingsPage = lazyNamed(
  () => import('@/features/admin-settings/components/store-settings-page'),
  'StoreSettingsPage',
);
const ShippingSettingsPage = lazyNamed(
  () => import('@/features/admin-settings/components/shipping-settings-page'),
  'ShippingSettingsPage',
);

const adminPages: RouteObject = {
  element: <AdminLayout />,
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    { path: 'dashboard', element: <AdminDashboardPage /> },
    { path: 'products', element: <AdminProductsPage /> },
    { path: 'low-stock', element: <LowStockPage /> },
    { path: 'demand', element: <DemandPage /> },
    { path: 'orders', element: <AdminOrdersPage /> },
    { path: 'returns', element: <AdminReturnsPage /> },
    { path: 'promotions', element: <AdminPromotionsPage /> },
    { path: 'messages', element: <AdminMessagesPage /> },
    { path: 'settings/store', element: <StoreSettingsPage /> },
    { path: 'settings/shipping', element: <ShippingSettingsPage /> },
  ],
};

/** The back office's pages under /admin/*, matched here rather than in the entry's table. */
export function AdminApp() {
  return useRoutes([adminPages]);
}
