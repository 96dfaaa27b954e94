import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { addSliderImage, deleteSliderImage, listSliderImages } from './service.js';

/** Home-page slider images: every signed-in user reads them, only admins change them. */
export async function sliderRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'slider.list', async () => ({
    sliderImages: await listSliderImages(app.db),
  }));

  serveEndpoint(app, 'slider.add', async (request) => ({
    sliderImage: await addSliderImage(app.db, request.body),
  }));

  serveEndpoint(app, 'slider.delete', async (request) => {
    await deleteSliderImage(app.db, request.params.id);
    return { message: MESSAGES.sliderImageDeleted };
  });
}
