import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isObjectName, type ObjectInfo, type ObjectStore } from '../../lib/object-store/types.js';

const PREFIX = '/uploads/';
// Upload names are random (the seed's are hashes of their pictures) and never reused, so
// browsers may keep them for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// Served from the shop's origin: a raster picture's type, never one a browser would run (SVG).
const PICTURE_TYPES = new Set(['image/webp', 'image/avif', 'image/png', 'image/jpeg', 'image/gif']);

/**
 * Serves `/uploads/<name>` from the store: the directory through @fastify/static, as ever, or
 * the bucket through a route that streams each object, so any process serves any upload.
 */
export async function serveUploads(app: FastifyInstance, store: ObjectStore, uploadsDir: string) {
  if (store.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: PREFIX,
      maxAge: '365d',
      immutable: true,
      index: false,
    });
    return;
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: `${PREFIX}*`,
    handler: (request, reply) => sendStoredObject(store, request, reply),
  });
}

/**
 * One object, streamed (never read whole); a 304 for the browser that has it, a 404 like
 * @fastify/static's for a name that is not one or names nothing. A store that fails throws
 * ObjectStoreUnavailableError: a 503, logged. Headers are set only once the store has
 * answered, so a failure never leaves with a picture's headers.
 */
async function sendStoredObject(store: ObjectStore, request: FastifyRequest, reply: FastifyReply) {
  const name = (request.params as { '*': string })['*'];
  if (!isObjectName(name)) return reply.callNotFound();
  const ifNoneMatch = request.headers['if-none-match'];
  // A HEAD or a revalidation needs no body: asking the store for the metadata alone keeps it
  // from starting to send the object.
  if (request.method === 'HEAD' || ifNoneMatch) {
    const info = await store.stat(name);
    if (!info) return reply.callNotFound();
    if (ifNoneMatch && etagMatches(ifNoneMatch, info.etag)) {
      return validators(reply, info).code(304).send();
    }
    if (request.method === 'HEAD') return representation(reply, info).send();
  }
  const object = await store.get(name);
  if (!object) return reply.callNotFound();
  return representation(reply, object).send(object.body);
}

function validators(reply: FastifyReply, info: ObjectInfo) {
  return reply.headers({
    'cache-control': CACHE_CONTROL,
    etag: info.etag,
    'last-modified': info.lastModified.toUTCString(),
  });
}

function representation(reply: FastifyReply, info: ObjectInfo) {
  return validators(reply, info).headers({
    'content-type': PICTURE_TYPES.has(info.contentType)
      ? info.contentType
      : 'application/octet-stream',
    'content-length': String(info.size),
  });
}

/** If-None-Match's weak comparison: any listed tag, W/ or not, or `*`. */
function etagMatches(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
