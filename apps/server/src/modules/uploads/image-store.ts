import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MESSAGES } from '@attire/contract';
import { AppError } from '../../lib/errors.js';

/** Stored images are at most this wide and tall: plenty for a 300 px card or a full-width slide. */
export const MAX_STORED_SIDE = 1600;
// A small file can still unpack into an enormous bitmap; this bounds the memory one upload costs.
const MAX_INPUT_PIXELS = 100_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const unsupported = () => new AppError(415, MESSAGES.imageUnsupported);
const tooLarge = () => new AppError(413, MESSAGES.imageTooLarge);

/**
 * Checks that the bytes really are an image of an accepted type (whatever the file's name or
 * declared type), re-encodes it as WebP (upright, without EXIF or GPS data, at most
 * MAX_STORED_SIDE on each side) and stores it under a new random name, which it returns.
 * Nothing is written unless the re-encoding succeeded.
 */
export async function storeImage(uploadsDir: string, input: Buffer): Promise<string> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  // HEIF is accepted only as AVIF (AV1); HEIC needs a decoder this server does not ship.
  const accepted =
    ACCEPTED_FORMATS.has(metadata.format) &&
    (metadata.format !== 'heif' || metadata.compression === 'av1');
  if (!accepted) throw unsupported();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooLarge();

  const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
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
    });

  const name = `${randomUUID()}.webp`;
  await writeFile(path.join(uploadsDir, name), output, { flag: 'wx' });
  return name;
}
