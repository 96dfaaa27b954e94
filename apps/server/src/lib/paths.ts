import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's own folder, found by walking up from this file, so that the same code
 * finds `drizzle/` and the web build whether it runs from src/ (tsx, Vitest) or the dist bundle.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@attire/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @attire/server package folder');
    dir = parent;
  }
}

export const migrationsDir = () => path.join(serverRoot(), 'drizzle');
export const webDistDir = () => path.join(serverRoot(), '..', 'web', 'dist');
