import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: filled in by the module's implementation.
export const sliderRoutes: FastifyPluginAsyncZod = async () => {};
