// Sums a V8 CPU profile (`node --cpu-prof`, or `npm run bench -- --cpu-prof-dir DIR`) by where
// the time went: self time per function and per package, heaviest first.
// Usage: npx tsx scripts/profile-summary.ts FILE.cpuprofile [--top 40]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' } },
});
const file = positionals[0];
if (!file) throw new Error('Usage: tsx scripts/profile-summary.ts FILE.cpuprofile [--top 40]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});

/** The package a script belongs to (node_modules/<name>), or the project's own folder. */
function origin(url: string): string {
  if (!url) return '(native / idle / gc)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node core';
  const own = /\/(apps|packages)\/([^/]+)\/(?:src\/)?([^/]+)/.exec(url);
  return own ? `${own[2]}/${own[3]}` : url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '')}:${lineNumber + 1}`
    : '';
  const name = `${functionName || '(anonymous)'} ${where}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  packages.set(origin(url), (packages.get(origin(url)) ?? 0) + ms);
  total += ms;
}

const top = Number(values.top);
const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled`);
print('Self time by package', packages);
print('Self time by function', functions);
