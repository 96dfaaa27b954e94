// Prints each route's first-load JavaScript (gzip) from the Vite manifest and fails the build
// when a budgeted route is over. First load = the entry chunk, the route's lazily loaded
// layout and page chunks, and every chunk those import statically (shared chunks once).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const BUDGETS_KB = { '/auth/login': 86, '/shop/home': 111 };

const auth = 'src/app/layouts/auth-layout.tsx';
const shop = 'src/app/layouts/shop/shop-layout.tsx';
const adminLayout = 'src/app/layouts/admin/admin-layout.tsx';
// The back office's route table is a chunk of its own, loaded before any admin page.
const adminTable = 'src/app/routes/admin-routes.tsx';
const catalog = 'src/features/catalog/components';

/** Route -> the lazily imported modules it renders (exact paths, or a pattern for admin pages). */
const ROUTES = {
  '/auth/login': [auth, 'src/features/auth/components/login-page.tsx'],
  '/auth/register': [auth, 'src/features/auth/components/register-page.tsx'],
  '/auth/forgot-password': [auth, 'src/features/auth/components/forgot-password-page.tsx'],
  '/auth/reset-password': [auth, 'src/features/auth/components/reset-password-page.tsx'],
  '/auth/verify-email': [auth, 'src/features/auth/components/verify-email-page.tsx'],
  '/shop/home': [shop, 'src/app/pages/shop/home-page.tsx'],
  '/shop/listing': [shop, 'src/app/pages/shop/listing-page.tsx'],
  '/shop/search': [shop, `${catalog}/search/search-page.tsx`],
  '/shop/product/:id': [shop, `${catalog}/product-page/product-page.tsx`],
  '/shop/checkout': [shop, 'src/app/pages/shop/checkout-page.tsx'],
  '/shop/account': [shop, 'src/app/pages/shop/account-page.tsx'],
  '/shop/paypalReturnPage': [shop, 'src/features/checkout/components/paypal-return-page.tsx'],
  '/shop/paymentSuccess': [shop, 'src/app/pages/shop/payment-success-page.tsx'],
  '/admin/dashboard': [
    adminTable,
    adminLayout,
    'src/features/slider/components/admin-dashboard-page.tsx',
  ],
  '/admin/products': [
    adminTable,
    adminLayout,
    'src/features/admin-products/components/admin-products-page.tsx',
  ],
  '/admin/low-stock': [
    adminTable,
    adminLayout,
    'src/features/admin-products/components/low-stock-page.tsx',
  ],
  '/admin/orders': [
    adminTable,
    adminLayout,
    'src/features/admin-orders/components/admin-orders-page.tsx',
  ],
  '/admin/returns': [
    adminTable,
    adminLayout,
    'src/features/admin-orders/components/returns/admin-returns-page.tsx',
  ],
  '/admin/promotions': [
    adminTable,
    adminLayout,
    'src/features/admin-promotions/components/admin-promotions-page.tsx',
  ],
  '/admin/messages': [
    adminTable,
    adminLayout,
    'src/features/admin-messages/components/admin-messages-page.tsx',
  ],
  '/admin/settings/store': [
    adminTable,
    adminLayout,
    'src/features/admin-settings/components/store-settings-page.tsx',
  ],
  '/admin/settings/shipping': [
    adminTable,
    adminLayout,
    'src/features/admin-settings/components/shipping-settings-page.tsx',
  ],
};

const gzipSizes = new Map();
function gzipKb(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length / 1024);
  }
  return gzipSizes.get(file);
}

/** A chunk's file plus the files of everything it imports statically, transitively. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

function resolveModules(spec) {
  const keys = Object.keys(manifest).filter((key) =>
    spec instanceof RegExp ? spec.test(key) : key === spec,
  );
  if (keys.length === 0) {
    throw new Error(`No chunk for ${spec} in the manifest: update scripts/report-bundle-size.mjs`);
  }
  return keys;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
const rows = [];
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set();
  collect(entry, files);
  for (const spec of modules) for (const key of resolveModules(spec)) collect(key, files);
  const kb = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, f) => sum + gzipKb(f), 0);
  const budget = BUDGETS_KB[route];
  const over = budget !== undefined && kb > budget;
  failed ||= over;
  rows.push([route, kb.toFixed(1), budget ? `${budget}` : '-', over ? 'OVER BUDGET' : '']);
}

console.log('\nFirst-load JavaScript per route (KB gzip)');
console.log(`${'route'.padEnd(26)}${'size'.padStart(8)}${'budget'.padStart(8)}`);
for (const [route, kb, budget, note] of rows) {
  console.log(`${route.padEnd(26)}${kb.padStart(8)}${budget.padStart(8)}  ${note}`);
}
if (failed) {
  console.error('\nA route is over its first-load budget.');
  process.exit(1);
}
