import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from '@attire/contract';
import { AppError } from '../../lib/errors.js';
import { createSemaphore } from '../../lib/semaphore.js';

/** Stored images are at most this wide and tall: plenty for a 300 px card or a full-width slide. */
export const MAX_STORED_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
// Re-encoding an image at the pixel limit takes ~160 MB and a core for a second or more: two
// at a time keep a burst of uploads from exhausting the memory; the rest wait their turn.
const reencodes = createSemaphore(2);

const unsupported = () => new AppError(415, MESSAGES.imageUnsupported);
const tooManyPixels = () => new AppError(413, MESSAGES.imageTooManyPixels);

/**
 * Checks that the bytes really are an image of an accepted type (whatever the file's name or
 * declared type), re-encodes it as WebP (upright, without EXIF or GPS data, at most
 * MAX_STORED_SIDE on each side) and stores it under a new random name, which it returns.
 * Nothing is written unless the re-encoding succeeded.
 */
export async function storeImage(uploadsDir: string, input: Buffer): Promise<string> {
  // Reading the header decodes no pixels, so the size can be judged before any is decoded.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  // HEIF is accepted only as AVIF (AV1); HEIC needs a decoder this server does not ship.
  const accepted =
    ACCEPTED_FORMATS.has(metadata.format) &&
    (metadata.format !== 'heif' || metadata.compression === 'av1');
  if (!accepted) throw unsupported();
  if (metadata.width * metadata.height > LIMITS.uploadMaxPixels) throw tooManyPixels();

  const output = await reencodes.run(() =>
    sharp(input, { limitInputPixels: LIMITS.uploadMaxPixels })
      .autoOrient()
      .resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw unsupported();
      }),
  );

  const name = `${randomUUID()}.webp`;
  await writeFile(path.join(uploadsDir, name), output, { flag: 'wx' });
  return name;
}
