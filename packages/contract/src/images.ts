// Uploaded images are stored at full size (at most 1600 px a side) and at narrower widths beside
// it, so that a phone showing a 300 px tile downloads a 400 px file, not a 1600 px one.

/** The narrower copies written beside every upload, in pixels of width. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_MAX_SIDE = 1600;

// Only uploads and seed slides (named by a UUID) have narrower copies; seed product pictures
// and external URLs are served as they are.
const UPLOAD_NAME =
  /^(.*\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

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
