// A tab opened before a deploy names chunk files that the server may no longer have (it keeps
// a few earlier builds: docs/decisions/0023-keep-earlier-builds.md). When one fails to load,
// one reload brings the new build; if a chunk fails again in the same tab session, that is a
// real fault, and the part that failed shows its fallback instead of reloading again.
// Written small on purpose: this is in every page's first load, the sign-in page's included.

const RELOADED = 'chunkReload';

/** The browser's reload, behind an object so a test can watch it (jsdom cannot navigate). */
export const pageReload = { run: () => location.reload() };

/**
 * Reloads the page if `error` says a chunk could not be downloaded, once per tab session (so
 * never in a loop). The words are Chromium's, Firefox's and Safari's for a module that could
 * not be fetched, and Vite's for a stylesheet a chunk needs.
 */
export function reloadOnceIfChunkFailed(error: unknown) {
  try {
    if (
      !/dynamically imported|script failed|preload CSS/.test(String(error)) ||
      sessionStorage[RELOADED]
    ) {
      return;
    }
    sessionStorage[RELOADED] = 1;
  } catch {
    // No session storage, so no guard against a loop: no reload.
    return;
  }
  pageReload.run();
}

/** Vite reports every dynamic import it could not load, a preload on hover included. */
export const listenForStaleChunks = () =>
  addEventListener('vite:preloadError', (event) => reloadOnceIfChunkFailed(event.payload));
