import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from '../lib/errors.js';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  options,
) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['operations'],
      response: { 200: z.object({ success: z.literal(true), status: z.literal('ok') }) },
    },
    handler: async () => {
      try {
        await options.ping();
      } catch {
        throw serviceUnavailable('The database is not answering.');
      }
      return { success: true as const, status: 'ok' as const };
    },
  });
};
