import sharp from 'sharp';
import {
  LIMITS,
  MESSAGES,
  UPLOAD_MAX_SIDE,
  UPLOAD_WIDTHS,
  uploadWidthName,
} from '@attire/contract';
import { AppError } from './errors.js';
import type { ObjectStore } from './object-store/types.js';
import { createSemaphore } from './semaphore.js';

// Re-encoding an image at the pixel limit takes ~160 MB and a core for a second or more: two
// at a time keep a burst of uploads from exhausting the memory; the rest wait their turn.
const reencodes = createSemaphore(2);

/**
 * Re-encodes `input` as WebP (upright, without EXIF or GPS data) at full size, at most
 * UPLOAD_MAX_SIDE on each side, and at each of UPLOAD_WIDTHS for phones (see the contract's
 * imageSrcSet), and puts them in `store` as `<id>.webp` and the copies beside it; returns the
 * full size's name. Nothing is written unless every re-encoding succeeded. `replace` is for
 * names derived from the picture (the seed's): a set that an interrupted start left half
 * written is then completed rather than refused.
 */
export async function writeImageSizes(
  store: ObjectStore,
  id: string,
  input: Buffer,
  options: { replace?: boolean } = {},
): Promise<string> {
  // The large input is decoded once; the narrower copies come from the (small) full-size one.
  const encode = (source: Buffer, side: number) =>
    sharp(source, { limitInputPixels: LIMITS.uploadMaxPixels })
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  const [full, narrower] = await reencodes
    .run(async () => {
      const largest = await encode(input, UPLOAD_MAX_SIDE);
      return [
        largest,
        await Promise.all(UPLOAD_WIDTHS.map((side) => encode(largest, side))),
      ] as const;
    })
    .catch(() => {
      throw new AppError(415, MESSAGES.imageUnsupported);
    });

  const put = (name: string, bytes: Buffer) =>
    store.put(name, bytes, { contentType: 'image/webp', overwrite: options.replace });
  // The narrower copies first: once the full-size one exists, its URL may be handed out.
  await Promise.all(
    UPLOAD_WIDTHS.map((width, index) => put(uploadWidthName(id, width), narrower[index]!)),
  );
  const name = `${id}.webp`;
  await put(name, full);
  return name;
}
