import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_MESSAGES } from '@attire/contract';
import { ErrorBoundary } from './error-boundary';
import { PartErrorBoundary, PartLink } from './layouts/shared/part-error-boundary';
import { listenForStaleChunks, pageReload } from './stale-chunks';

// Issue 25, item 14: after a deploy, a tab from before it asks for a chunk the server no longer
// has. What Chromium rejects such an import with:
const missingChunk = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/user-menu-Old1.js',
  );

/** What Vite's preload helper dispatches when a dynamic import fails. */
function vitePreloadError(payload: Error) {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(Object.assign(event, { payload }));
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
  // React reports each caught error on the console; the tests look at the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a chunk that cannot be downloaded', () => {
  // As the app does once, in router.tsx.
  beforeAll(() => listenForStaleChunks());

  it('reloads the page once, and not again when it fails after the reload', () => {
    vitePreloadError(missingChunk());
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same tab session) finds the chunk missing again.
    vitePreloadError(missingChunk());
    vitePreloadError(missingChunk());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an error of the code itself', () => {
    vitePreloadError(new TypeError("Cannot read properties of undefined (reading 'map')"));
    expect(reload).not.toHaveBeenCalled();
  });

  it('knows Firefox, Safari and a stylesheet that would not load', () => {
    for (const words of [
      'error loading dynamically imported module: http://localhost/assets/a-Old1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a-Old1.css',
    ]) {
      sessionStorage.clear();
      vitePreloadError(new Error(words));
    }
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('a lazily loaded header part whose code fails', () => {
  const FailingMenu = lazy(() => Promise.reject(missingChunk()));

  function Page() {
    return (
      <ErrorBoundary>
        <header>
          <a href="/shop/home">Attire</a>
          <button type="button">Cart, 0 items</button>
          <PartErrorBoundary fallback={<PartLink href="/shop/account">Account</PartLink>}>
            <Suspense fallback={<button type="button">Account menu</button>}>
              <FailingMenu />
            </Suspense>
          </PartErrorBoundary>
        </header>
        <main>
          <h1>Featured Products</h1>
        </main>
      </ErrorBoundary>
    );
  }

  it('shows its fallback in its place while the header and page render, and reloads once', async () => {
    render(<Page />);
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Attire' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    expect(screen.queryByText(UI_MESSAGES.somethingWentWrong)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads no more when the part fails again right after the reload', async () => {
    render(<Page />);
    await screen.findByRole('link', { name: 'Account' });
    render(<Page />);
    expect(await screen.findAllByRole('link', { name: 'Account' })).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
