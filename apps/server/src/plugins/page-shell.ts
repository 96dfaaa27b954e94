import { imageSrcSet } from '@attire/contract';
import { writeAttributes } from './html-attributes.js';

/** The picture a page shows first (its largest contentful paint), with the `sizes` it uses. */
export interface PageImage {
  url: string;
  sizes: string;
}

/**
 * The shop's header bar as static HTML, the top of every shop page's first view (below). Its
 * outer box has the classes and height of the real header
 * (apps/web/src/app/layouts/shop/shop-header.tsx), so nothing moves when the app takes over.
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

/**
 * An <img> of a page's first picture, with the srcset and sizes of the app's own <img>, so that
 * the browser picks the same file for both (and for the preload link in the head).
 */
export function pictureTag(
  image: PageImage,
  attributes: { width: number; height: number; class: string; fetchpriority?: 'high' },
): string {
  const srcset = imageSrcSet(image.url);
  const responsive: Record<string, string> = srcset ? { srcset, sizes: image.sizes } : {};
  return `<img ${writeAttributes({ src: image.url, ...responsive, alt: '', ...attributes })}>`;
}

/**
 * index.html with the first view of a page under /shop/: the shop's header and, when the page
 * shows a picture first, the top of the page with it (`page`, laid out as the app lays it out).
 * The browser paints it as soon as the HTML arrives, instead of a white screen until every
 * script has loaded and run (seconds on a phone's network).
 *
 * With a picture, the view stands beside the app's root, not in it, so that the app's loading
 * placeholders do not replace it: index.css shows it only while the root is empty or shows
 * nothing but a loading placeholder, and hides the root meanwhile; once the app has drawn the
 * page, /first-view.js (apps/web/public) removes it. Without one (a page whose first words are
 * its own, like the PayPal return page's), the header alone is put in the root, where the app's
 * first render replaces it.
 */
export function withFirstView(html: string, pathname: string, page?: string): string {
  if (!pathname.startsWith('/shop/')) return html;
  if (!page) return html.replace(EMPTY_ROOT, () => `<div id="root">${SHOP_HEADER_SHELL}</div>`);
  const view =
    '<div id="first-view" aria-hidden="true" inert>' +
    `<div class="flex min-h-dvh flex-col bg-background">${SHOP_HEADER_SHELL}` +
    `<div class="flex flex-1 flex-col">${page}</div></div></div>` +
    '<script src="/first-view.js" defer></script>';
  return html.replace(EMPTY_ROOT, () => EMPTY_ROOT + view);
}
