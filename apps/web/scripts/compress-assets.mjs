// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at
// the best levels: the server sends them to browsers that accept them (preCompressed in
// apps/server/src/plugins/web-app.ts) instead of compressing on every request or not at all.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
// Below this, the headers of a compressed reply outweigh what compression saves.
const MIN_BYTES = 1024;

/** An earlier build's file, kept for old tabs (scripts/keep-earlier-builds.ts), has its copies. */
const compressedAlready = (file) =>
  existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;

let before = 0;
let afterBrotli = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (compressedAlready(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  afterBrotli += brotli.length;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`Precompressed ${kb(before)} KB of text assets to ${kb(afterBrotli)} KB (brotli).`);
