import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses replies a client accepts compressed (brotli, else gzip): a listing's JSON is ten
 * times smaller, which on a phone's network is most of its wait. Brotli runs at a low quality,
 * which costs about a millisecond for a 50 KB reply (its top quality costs tens); the web app's
 * assets are compressed at build time and served as they are (web-app.ts). Small replies are
 * sent as they are, where compressing saves less than it costs.
 *
 * No reply that carries a secret (a session token) also repeats text a third party chose, which
 * is what would let one guess the secret from the compressed sizes (BREACH).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
