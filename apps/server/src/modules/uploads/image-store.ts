import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from '@attire/contract';
import { AppError } from '../../lib/errors.js';
import { writeImageSizes } from '../../lib/image-sizes.js';
import type { ObjectStore } from '../../lib/object-store/types.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const unsupported = () => new AppError(415, MESSAGES.imageUnsupported);
const tooManyPixels = () => new AppError(413, MESSAGES.imageTooManyPixels);

/**
 * Checks that the bytes really are an image of an accepted type (whatever the file's name or
 * declared type), then puts it in `store` as WebP with its narrower copies (writeImageSizes)
 * under a new random name, which it returns.
 */
export async function storeImage(store: ObjectStore, input: Buffer): Promise<string> {
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
  return writeImageSizes(store, randomUUID(), input);
}
