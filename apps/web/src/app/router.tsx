import type { RouteObject } from 'react-router';
import { lazyNamed } from './lazy-named';
import { Root } from './root';
import { authRoutes } from './routes/auth-routes';
import { OverlayRoutes } from './overlay-routes';
import { shopRoutes } from './routes/shop-routes';
import { listenForStaleChunks } from './stale-chunks';

// A tab from before a deploy reloads once when a chunk it names is gone (issue 25).
listenForStaleChunks();

// Rarely seen: kept out of the entry chunk, whose every byte counts against the login budget.
const loadNotFound = () => import('./not-found-page');
const NotFoundLayout = lazyNamed(loadNotFound, 'NotFoundLayout');
const NotFoundPage = lazyNamed(loadNotFound, 'NotFoundPage');
// The back office's route table and pages, in chunks of their own.
const AdminApp = lazyNamed(() => import('./routes/admin-routes'), 'AdminApp');

/**
 * Every page is a lazily loaded chunk (React.lazy), so a visitor downloads only the layout and
 * page they open: shoppers never receive admin code. React Router runs in declarative mode:
 * its data router (createBrowserRouter) costs ~16 KB gzip more, which the login page's 85 KB
 * budget cannot afford next to React itself (docs/decisions/0005-web-first-load-budget.md).
 */
const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      // '/' is redirected by the route guard according to who is signed in.
      { index: true, element: null },
      authRoutes,
      shopRoutes,
      { path: 'admin/*', element: <AdminApp /> },
      // Also a path under /shop that no shop page has: a shopper sees it in the shop's layout.
      { element: <NotFoundLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

export function AppRoutes() {
  return <OverlayRoutes routes={routes} />;
}
