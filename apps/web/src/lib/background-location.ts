import { createContext, useContext } from 'react';
import type { Location } from 'react-router';

/**
 * Router state of an address opened over the page it came from (the product quick view over
 * the listing): that page stays drawn beneath, with its filters, sort, loaded pages and scroll,
 * and Back simply returns to it.
 */
export interface OverlayState {
  background: Location;
}

/** The page beneath an overlay's address, or null for an ordinary address. */
export function backgroundLocation(location: Location): Location | null {
  const background = (location.state as Partial<OverlayState> | null)?.background;
  return typeof background?.pathname === 'string' ? background : null;
}

/**
 * The overlay's own address while one is open (the pages beneath see their own location), or
 * null. Provided by the app's router.
 */
export const OverlayLocationContext = createContext<Location | null>(null);

export function useOverlayLocation(): Location | null {
  return useContext(OverlayLocationContext);
}
