/**
 * The shop's header bar as static HTML, put inside the web app's root element for shop pages
 * served to a signed-in shopper. The browser paints it as soon as the stylesheet arrives,
 * instead of a white screen until every script has loaded and run (seconds on a phone's
 * network); React replaces it on its first render with the real header, whose outer box has the
 * same classes and height (apps/web/src/app/layouts/shop/shop-header.tsx), so nothing moves.
 * Keep the two in step: the web app's tests do not see this copy.
 */
const SHOP_HEADER_SHELL =
  '<header class="sticky top-0 z-40 w-full border-b bg-background">' +
  '<div class="flex h-16 items-center gap-2 px-4 md:px-6">' +
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-6">' +
  '<path d="M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 ' +
  '.99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z"/>' +
  '</svg><span class="font-bold">Attire</span></div></header>';

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the shop's header already in its root, for a page under /shop/. */
export function withShopShell(html: string, pathname: string): string {
  if (!pathname.startsWith('/shop/')) return html;
  return html.replace(EMPTY_ROOT, `<div id="root">${SHOP_HEADER_SHELL}</div>`);
}
