// Removes a shop page's first view (apps/server/src/plugins/page-shell.ts) once the app has drawn
// the page and index.css has hidden the view, so that a loading placeholder on the way to
// another page later does not bring back this page's picture.
(() => {
  const view = document.getElementById('first-view');
  const root = document.getElementById('root');
  if (!view || !root) return;
  const observer = new MutationObserver(() => {
    if (getComputedStyle(view).display !== 'none') return;
    observer.disconnect();
    view.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
})();
