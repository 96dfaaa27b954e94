import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import {
  endpoint,
  successStatus,
  type EndpointName,
  type EndpointParts,
  type EndpointPayload,
  type EndpointSchemas,
  type Route,
} from '@attire/contract';

/** A request as a handler of `N` sees it: params, query and body already validated. */
export type EndpointRequest<N extends EndpointName> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> &
  EndpointParts<N>;

export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequest<N>,
  reply: FastifyReply,
) => Promise<EndpointPayload<N>>;

export interface ServeOptions {
  /** Hooks that run before authentication and validation (per-action rate limits). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Keep the JSON body's text as received in `request.rawBody` (see plugins/json-body.ts). */
  rawBody?: boolean;
}

// Who may call, in the OpenAPI document (the bearer scheme alone cannot say "admins only").
const ACCESS_TEXT = {
  public: 'Anyone may call this.',
  user: 'Any signed-in user may call this.',
  admin: 'Only admins may call this.',
} as const;

// Any type provider: the route's types come from the contract, not from the instance.
type AnyFastify = FastifyInstance<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Registers the contract's call `name` on `app` (a scope under /api): its method, path and access
 * come from the contract, so are its schemas, so the route cannot disagree with what the web
 * and the OpenAPI document were told. The handler returns the payload; the success envelope
 * and the success status are added here.
 */
export function serveEndpoint<N extends EndpointName>(
  app: AnyFastify,
  name: N,
  handler: EndpointHandler<N>,
  options: ServeOptions = {},
): void {
  const described: Route & EndpointSchemas = endpoint(name);
  const status = successStatus(name);
  const route: RouteShorthandOptions & { method: string; url: string } = {
    method: described.method,
    url: described.path,
    config: { access: described.access, ...(options.rawBody && { rawBody: true }) },
    ...(options.onRequest && { onRequest: options.onRequest }),
    schema: {
      tags: [name.split('.')[0] ?? name],
      operationId: name,
      description: ACCESS_TEXT[described.access],
      ...(described.params !== undefined && { params: described.params }),
      ...(described.query !== undefined && { querystring: described.query }),
      ...(described.body !== undefined && { body: described.body }),
      ...(described.consumes !== undefined && { consumes: [...described.consumes] }),
      response: { [status]: described.reply },
    },
  };
  app.route({
    ...route,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const payload = await handler(request as unknown as EndpointRequest<N>, reply);
      void reply.status(status);
      return { success: true, ...payload };
    },
  } as Parameters<AnyFastify['route']>[0]);
}
