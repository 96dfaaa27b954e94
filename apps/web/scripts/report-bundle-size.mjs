// Prints each route's JavaScript (KB gzip) from the Vite manifest: its first load, and all it
// downloads until the network is idle (scripts/route-javascript.mjs says which files). The
// build fails when a budgeted route's JavaScript until idle is over its budget: a page cannot
// pass by loading its code a moment later. e2e/first-visit-javascript.spec.ts checks the same
// numbers in a browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS_KB, DIST, gzipKb, routeJavaScript } from './route-javascript.mjs';

const sizes = new Map();
const kbOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipKb(readFileSync(path.join(DIST, file))));
  return sizes.get(file);
};
const sum = (files) => files.reduce((total, file) => total + kbOf(file), 0);

let failed = false;
console.log('\nJavaScript per route (KB gzip): first load, and until the network is idle');
console.log(
  `${'route'.padEnd(26)}${'first'.padStart(8)}${'idle'.padStart(8)}${'budget'.padStart(8)}`,
);
for (const [route, { firstLoad, untilIdle }] of Object.entries(routeJavaScript())) {
  const kb = sum(untilIdle);
  const budget = BUDGETS_KB[route];
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  const cells = [sum(firstLoad).toFixed(1).padStart(8), kb.toFixed(1).padStart(8)];
  console.log(
    `${route.padEnd(26)}${cells.join('')}${String(budget ?? '-').padStart(8)}  ${over ? 'OVER BUDGET' : ''}`,
  );
}
if (failed) {
  console.error('\nA route is over its budget of JavaScript until the network is idle.');
  process.exit(1);
}
