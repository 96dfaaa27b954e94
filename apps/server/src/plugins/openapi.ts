import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate each route. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Attire API',
        description: 'The shop and admin API of Attire. Every reply carries `success`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      // Public routes (sign-in, health) need no token; the rest inherit the bearer scheme.
      const isPublic = input.route.config?.access === 'public';
      return {
        schema: isPublic ? { ...schema, security: [] } : schema,
        // A module's list route is '/' under its prefix: the contract writes it without the slash.
        url: url.replace(/(.)\/+$/, '$1'),
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
