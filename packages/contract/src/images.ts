// Uploaded images are stored at full size (at most 1600 px a side) and at narrower widths beside
// it, so that a phone showing a 300 px tile downloads a 400 px file, not a 1600 px one.

/** The narrower copies written beside every upload, in pixels of width. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_MAX_SIDE = 1600;

// Only uploads and seed slides (named by a UUID) have narrower copies; seed product pictures
// and external URLs are served as they are.
const UPLOAD_NAME =
  /^(.*\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

// A product or slider picture is one of the shop's own uploads or an https URL. It is judged as
// a browser will read it: the WHATWG URL parser (the browser's own) resolves it against a base,
// which turns `/\evil.example/x.png`, `/<tab>/evil.example/x.png` and the like into the off-site
// URLs they are to a browser. What is stored is that normal form, so the stored value is the one
// that was checked.
const PROBE_ORIGIN = 'https://attire.invalid';
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;

const parsed = (value: string, base?: string): URL | undefined => {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
};

/**
 * The normal form of a product or slider image: `/uploads/<file>` (no query, no encoded or
 * dot segments), or an absolute `https:` URL without credentials (which could pass off
 * another host as the shop's). Undefined for anything else, a scheme-relative `//host` included.
 */
export function normaliseImageUrl(value: string): string | undefined {
  const absolute = parsed(value);
  if (absolute) {
    const plain = !absolute.username && !absolute.password;
    return absolute.protocol === 'https:' && plain ? absolute.href : undefined;
  }
  const resolved = parsed(value, `${PROBE_ORIGIN}/`);
  if (!resolved || resolved.origin !== PROBE_ORIGIN || !value.startsWith('/')) return undefined;
  const onlyPath = !resolved.search && !resolved.hash;
  return onlyPath && UPLOAD_PATH.test(resolved.pathname) ? resolved.pathname : undefined;
}

/** The file name of an upload's copy at `width` (`<id>-w400.webp`). */
export function uploadWidthName(id: string, width: number): string {
  return `${id}-w${width}.webp`;
}

/** An `<img srcset>` for an uploaded image URL, or undefined for any other image. */
export function imageSrcSet(url: string): string | undefined {
  const base = UPLOAD_NAME.exec(url)?.[1];
  if (!base) return undefined;
  const narrower = UPLOAD_WIDTHS.map((width) => `${base}-w${width}.webp ${width}w`);
  return [...narrower, `${url} ${UPLOAD_MAX_SIDE}w`].join(', ');
}

// The `sizes` of the pictures a page shows first. The server preloads those pictures with the
// same sizes (apps/server/src/plugins/web-app-preload.ts): with any other, the browser would
// pick another file from the srcset and download the picture twice.

/** The home page's hero slide: the full width of the window. */
export const HERO_IMAGE_SIZES = '100vw';
/**
 * A product tile of the listing grid: two columns below 1024 px (beside a 220 px filter panel
 * from 768 px), three to 1279 px, four from 1280 px; the gaps and padding taken off.
 */
export const PRODUCT_TILE_IMAGE_SIZES =
  '(min-width: 1280px) calc(25vw - 75px), (min-width: 1024px) calc(33vw - 100px), (min-width: 768px) calc(50vw - 150px), 50vw';
/** A product page's main picture: half of the 1152 px page on wide screens, a phone's width. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1152px) 552px, (min-width: 768px) 45vw, 92vw';
