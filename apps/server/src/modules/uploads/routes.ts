import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, MESSAGES } from '@attire/contract';
import { AppError, validationError } from '../../lib/errors.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { storeImage } from './image-store.js';

const FIELD = 'myFile';

/**
 * The admin's image upload. Multipart parsing is registered in this scope only, so no other
 * route accepts multipart bodies.
 */
export async function imageUploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  // With S3_PUBLIC_URL browsers fetch uploads from there (a CDN, the bucket itself), where
  // the bucket keeps them under uploads/. Else, behind an https PUBLIC_URL, the URL is absolute
  // (a web app on another origin loads it as is); otherwise it is the path, since product and
  // slider images are the shop's own uploads or https URLs (the contract's ImageUrlSchema),
  // and an http one would be refused.
  const { publicUrl, s3 } = app.config;
  const origin = s3?.publicUrl ?? (publicUrl?.startsWith('https://') ? publicUrl : '');
  serveEndpoint(app, 'adminProducts.uploadImage', async (request) => {
    const name = await storeImage(app.objectStore, await readImageField(request));
    return { result: { url: `${origin}/uploads/${name}` } };
  });
}

/** The bytes of the `myFile` part, refused with 413 past the upload limit. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const missing = () => validationError({ [FIELD]: [MESSAGES.imageRequired] });
  if (!request.isMultipart()) throw missing();
  const incomplete = () => validationError({ [FIELD]: [MESSAGES.uploadIncomplete] });
  // Parsing fails only on what the client sent (no boundary, another boundary, a body cut
  // short): the multipart parser's own errors would otherwise be 500s.
  const part = await request.file().catch((error: unknown) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    throw status >= 400 && status < 500 ? error : incomplete();
  });
  if (!part || part.fieldname !== FIELD) throw missing();
  const tooLarge = () => new AppError(413, MESSAGES.imageTooLarge);
  // Reading the part fails only on what the client sent: too much, or a body cut short.
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? tooLarge()
      : incomplete();
  });
  // toBuffer() can miss the limit when it is reached on the last chunk; the flag never does.
  if (part.file.truncated) throw tooLarge();
  if (bytes.length === 0) throw validationError({ [FIELD]: [MESSAGES.imageEmpty] });
  return bytes;
}
