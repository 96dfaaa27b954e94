import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS, MESSAGES, UploadImageReplySchema } from '@attire/contract';
import { AppError, validationError } from '../../lib/errors.js';
import { storeImage } from './image-store.js';

const FIELD = 'myFile';

/**
 * POST /upload-image under the admin products prefix. Multipart parsing is registered in this
 * scope only, so no other route accepts multipart bodies.
 */
export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  app.post('/upload-image', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin products'],
      consumes: ['multipart/form-data'],
      response: { 200: UploadImageReplySchema },
    },
    handler: async (request) => {
      const name = await storeImage(app.config.uploadsDir, await readImageField(request));
      return {
        success: true as const,
        result: { url: `${app.config.publicUrl ?? ''}/uploads/${name}` },
      };
    },
  });
};

/** The bytes of the `myFile` part, refused with 413 past the upload limit. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const missing = () => validationError({ [FIELD]: [MESSAGES.imageRequired] });
  if (!request.isMultipart()) throw missing();
  const part = await request.file();
  if (!part || part.fieldname !== FIELD) throw missing();
  const tooLarge = () => new AppError(413, MESSAGES.imageTooLarge);
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
  });
  // toBuffer() can miss the limit when it is reached on the last chunk; the flag never does.
  if (part.file.truncated) throw tooLarge();
  return bytes;
}
