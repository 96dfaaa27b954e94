import { useMemo } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { backgroundLocation, OverlayLocationContext } from '@/lib/background-location';
import { lazyNamed } from './lazy-named';
import { Root } from './root';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { shopRoutes } from './routes/shop-routes';

// Rarely seen: kept out of the entry chunk, whose every byte counts against the login budget.
const NotFoundPage = lazyNamed(() => import('./not-found-page'), 'NotFoundPage');

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
      adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function Pages() {
  return useRoutes(routes);
}

/**
 * While an overlay's address is open (the product quick view, opened with `state.background`),
 * the pages are drawn for the address beneath it and the overlay reads its own from
 * OverlayLocationContext. The location is provided here rather than through useRoutes' own
 * location argument, which would change the tree's shape (remounting the page beneath, losing
 * its state) and report every navigation as a POP.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const background = backgroundLocation(location);
  const pages = useMemo(
    () => ({ location: background ?? location, navigationType }),
    [background, location, navigationType],
  );
  return (
    <OverlayLocationContext value={background ? location : null}>
      <LocationContext value={pages}>
        <Pages />
      </LocationContext>
    </OverlayLocationContext>
  );
}
