import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A tab opened before a deploy still asks for the chunks its index.html named. The build keeps
 * the hashed files of the last few builds in dist/assets beside the new ones (Vite no longer
 * empties dist), and deletes what is older: see docs/decisions/0023-keep-earlier-builds.md.
 */

/** How many builds before the current one stay downloadable. */
export const EARLIER_BUILDS_KEPT = 5;

/** What each kept build wrote to assets/, oldest first (beside Vite's manifest). */
const LEDGER = path.join('.vite', 'kept-builds.json');

interface KeptBuild {
  builtAt: string;
  files: string[];
}

// The compressed copies scripts/compress-assets.mjs writes beside a file go with it.
const COPIES = /\.(?:br|gz)$/;

function readLedger(dist: string): KeptBuild[] {
  try {
    const builds = JSON.parse(readFileSync(path.join(dist, LEDGER), 'utf8')) as unknown;
    return Array.isArray(builds) ? (builds as KeptBuild[]) : [];
  } catch {
    // None yet (the first build with this code) or unreadable: the files on disk still count.
    return [];
  }
}

function filesInAssets(dist: string): string[] {
  const assets = path.join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * Records the build just written to `dist` (its files under assets/, as Vite names them) and
 * deletes the assets of builds older than the last `kept` before it. Files on disk that no
 * kept build names (written before this ledger existed, or by a build running beside this one)
 * count as one earlier build rather than be deleted at once.
 */
export function keepEarlierBuilds(
  dist: string,
  currentFiles: string[],
  { kept = EARLIER_BUILDS_KEPT, now = new Date() } = {},
): void {
  const current = currentFiles.filter((file) => file.startsWith('assets/'));
  const earlier = readLedger(dist);
  const known = new Set([...current, ...earlier.flatMap((build) => build.files)]);
  const strays = filesInAssets(dist).filter((file) => !COPIES.test(file) && !known.has(file));
  const builds = [
    ...earlier,
    ...(strays.length > 0 ? [{ builtAt: 'unknown', files: strays }] : []),
    { builtAt: now.toISOString(), files: current },
  ].slice(-(kept + 1));

  const keep = new Set(builds.flatMap((build) => build.files));
  for (const file of filesInAssets(dist)) {
    if (!keep.has(file.replace(COPIES, ''))) rmSync(path.join(dist, file));
  }
  mkdirSync(path.join(dist, path.dirname(LEDGER)), { recursive: true });
  writeFileSync(path.join(dist, LEDGER), `${JSON.stringify(builds, null, 1)}\n`);
}

/** The Vite side: write over the last build instead of emptying dist, then prune. */
export function keepEarlierBuildsPlugin(): Plugin {
  return {
    name: 'attire:keep-earlier-builds',
    apply: 'build',
    config: () => ({ build: { emptyOutDir: false } }),
    writeBundle(output, bundle) {
      if (output.dir) keepEarlierBuilds(output.dir, Object.keys(bundle));
    },
  };
}
