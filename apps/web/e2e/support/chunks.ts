import { readFileSync } from 'node:fs';

/**
 * The URL of a source module's chunk in the build the shop serves, read from the build's
 * manifest: chunk files are named by their hash alone (decision 24).
 */
export function chunkUrlOf(source: string): RegExp {
  const manifestFile = new URL('../../dist/.vite/manifest.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`The build has no chunk for ${source}`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
