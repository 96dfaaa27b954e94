import { useSyncExternalStore } from 'react';

export interface CartSheetState {
  open: boolean;
  /** Once opened the sheet stays mounted, so that it can close with its animation and focus. */
  mounted?: boolean;
  /** The variant just added, when adding opened the sheet: the sheet says what was added. */
  added?: string;
  /** What had focus when the sheet opened (an Add to cart button, the header's cart button). */
  opener?: HTMLElement | null;
}

const CLOSED: CartSheetState = { open: false };
let state = CLOSED;
const listeners = new Set<() => void>();

/**
 * Opens or closes the header's cart sheet: a small store, because adding to the cart (from the
 * catalog's tiles and details) opens the sheet that the header's cart button owns. Test set-up
 * passes nothing, closing and unmounting it.
 */
export function setCartSheet(next: CartSheetState = CLOSED) {
  state = next.open ? { ...next, mounted: true } : next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCartSheet(): CartSheetState {
  return useSyncExternalStore(subscribe, () => state);
}
