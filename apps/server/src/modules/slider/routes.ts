import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSliderImageSchema,
  MESSAGES,
  MessageReplySchema,
  SliderImageListReplySchema,
  SliderImageParamsSchema,
  SliderImageReplySchema,
} from '@attire/contract';
import { addSliderImage, deleteSliderImage, listSliderImages } from './service.js';

const tags = ['slider'];

/** Home-page slider images: every signed-in user reads them, only admins change them. */
export const sliderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: { tags, response: { 200: SliderImageListReplySchema } },
    handler: async () => ({
      success: true as const,
      sliderImages: await listSliderImages(app.db),
    }),
  });

  app.post('/', {
    config: { access: 'admin' },
    schema: { tags, body: CreateSliderImageSchema, response: { 201: SliderImageReplySchema } },
    handler: async (request, reply) => {
      const sliderImage = await addSliderImage(app.db, request.body.sliderImage);
      return reply.status(201).send({ success: true as const, sliderImage });
    },
  });

  app.delete('/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      params: SliderImageParamsSchema,
      response: { 200: MessageReplySchema },
    },
    handler: async (request) => {
      await deleteSliderImage(app.db, request.params.id);
      return { success: true as const, message: MESSAGES.sliderImageDeleted };
    },
  });
};
