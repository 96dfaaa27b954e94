import { lazy, type ComponentType } from 'react';

/**
 * A component whose code downloads only when first needed (a sheet, a menu, a dialog), plus a
 * `preload()` to start the download on hover or focus so that opening feels instant. Keeps
 * Radix and overlay code out of a page's first load.
 *
 *   const CartSheet = onDemand(() => import('./cart-sheet').then((m) => m.CartSheet));
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => (pending ??= load());
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload };
}
