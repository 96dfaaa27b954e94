import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** For each page (by path): the web app's source modules it renders, lazily loaded. */
export type PageModules = Record<string, readonly string[]>;

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof ManifestSchema>;

/**
 * The script files each page needs beyond the entry (which index.html loads already): its
 * lazily loaded modules and everything they import, from the build's manifest (Vite's
 * `.vite/manifest.json`). A page whose modules the build does not have, or a build without a
 * manifest, gets none: the page still works, it only loads them later.
 */
export async function readPageChunks(
  webRoot: string,
  pages: PageModules,
): Promise<Map<string, string[]>> {
  const text = await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(
    () => undefined,
  );
  const parsed = text === undefined ? undefined : ManifestSchema.safeParse(JSON.parse(text));
  const chunks = new Map<string, string[]>();
  if (!parsed?.success) return chunks;
  const manifest = parsed.data;
  for (const [page, modules] of Object.entries(pages)) {
    if (!modules.every((module) => manifest[module])) continue;
    const files = new Set<string>();
    for (const module of modules) collect(manifest, module, files);
    chunks.set(
      page,
      [...files].map((file) => `/${file}`),
    );
  }
  return chunks;
}

/** A chunk and, depth first, the chunks it imports statically; entries are left out. */
function collect(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}
