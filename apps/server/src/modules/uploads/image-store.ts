import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  LIMITS,
  MESSAGES,
  UPLOAD_MAX_SIDE,
  UPLOAD_WIDTHS,
  uploadWidthName,
} from '@attire/contract';
import { AppError } from '../../lib/errors.js';
import { createSemaphore } from '../../lib/semaphore.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
// Re-encoding an image at the pixel limit takes ~160 MB and a core for a second or more: two
// at a time keep a burst of uploads from exhausting the memory; the rest wait their turn.
const reencodes = createSemaphore(2);

const unsupported = () => new AppError(415, MESSAGES.imageUnsupported);
const tooManyPixels = () => new AppError(413, MESSAGES.imageTooManyPixels);

/**
 * Checks that the bytes really are an image of an accepted type (whatever the file's name or
 * declared type), re-encodes it as WebP (upright, without EXIF or GPS data, at most
 * UPLOAD_MAX_SIDE on each side, plus a copy at each of UPLOAD_WIDTHS for phones: see the
 * contract's imageSrcSet) and stores it under a new random name, which it returns. Nothing is
 * written unless every re-encoding succeeded.
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
      throw unsupported();
    });

  const id = randomUUID();
  // The narrower copies first: once the full-size file exists, its URL may be handed out.
  await Promise.all(
    UPLOAD_WIDTHS.map((width, index) =>
      writeFile(path.join(uploadsDir, uploadWidthName(id, width)), narrower[index]!, {
        flag: 'wx',
      }),
    ),
  );
  const name = `${id}.webp`;
  await writeFile(path.join(uploadsDir, name), full, { flag: 'wx' });
  return name;
}
