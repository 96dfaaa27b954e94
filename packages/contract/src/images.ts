// Uploaded images are stored at full size (at most 1600 px a side) and at narrower widths beside
// it, so that a phone showing a 300 px tile downloads a 400 px file, not a 1600 px one.

/** The narrower copies written beside every upload, in pixels of width. */
export const UPLOAD_WIDTHS = [400, 800] as const;
export const UPLOAD_MAX_SIDE = 1600;

// Only uploads (named by a random UUID) have narrower copies; seed pictures and external URLs
// are served as they are.
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
