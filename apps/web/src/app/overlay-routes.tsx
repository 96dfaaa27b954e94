import { useMemo } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { backgroundLocation, OverlayLocationContext } from '@/lib/background-location';

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The routes, aware of overlays: while an overlay's address is open (the product quick view,
 * opened with `state.background`), the pages are drawn for the address beneath it and the
 * overlay reads its own from OverlayLocationContext. The location is provided here rather than
 * through useRoutes' own location argument, which would change the tree's shape (remounting
 * the page beneath and losing its state) and report every navigation as a POP.
 */
export function OverlayRoutes({ routes }: { routes: RouteObject[] }) {
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
        <Pages routes={routes} />
      </LocationContext>
    </OverlayLocationContext>
  );
}
