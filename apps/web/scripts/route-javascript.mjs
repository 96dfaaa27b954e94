// Which JavaScript files a new visitor downloads on each route until the network is idle, read
// from the build's manifest, and the budgets they must fit. One module for the build's check
// (report-bundle-size.mjs) and the browser's (e2e/first-visit-javascript.spec.ts), so that
// the two measure the same thing against the same numbers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * KB gzip of every script downloaded until the network is idle (issue 26). Home was 112 until
 * issue 28 put a wishlist heart on every tile: its state (one shared query) and button cost
 * 0.9 KB there, with the toggle itself loaded on the first press.
 */
export const BUDGETS_KB = { '/auth/login': 87, '/shop/home': 113 };

const WEB = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(WEB, 'dist');

const auth = 'src/app/layouts/auth-layout.tsx';
const shop = 'src/app/layouts/shop/shop-layout.tsx';
const adminLayout = 'src/app/layouts/admin/admin-layout.tsx';
// The back office's route table is a chunk of its own, loaded before any admin page.
const adminTable = 'src/app/routes/admin-routes.tsx';
const catalog = 'src/features/catalog/components';
const admin = (page) => [adminTable, adminLayout, page];

/** Route -> the lazily imported modules the route table renders for it (layout, page). */
export const ROUTES = {
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
  '/shop/wishlist': [shop, 'src/app/pages/shop/wishlist-page.tsx'],
  '/shop/paypalReturnPage': [shop, 'src/features/checkout/components/paypal-return-page.tsx'],
  '/shop/paymentSuccess': [shop, 'src/app/pages/shop/payment-success-page.tsx'],
  '/admin/dashboard': admin('src/features/slider/components/admin-dashboard-page.tsx'),
  '/admin/products': admin('src/features/admin-products/components/admin-products-page.tsx'),
  '/admin/low-stock': admin('src/features/admin-products/components/low-stock-page.tsx'),
  '/admin/demand': admin('src/features/admin-products/components/demand-page.tsx'),
  '/admin/orders': admin('src/features/admin-orders/components/admin-orders-page.tsx'),
  '/admin/returns': admin('src/features/admin-orders/components/returns/admin-returns-page.tsx'),
  '/admin/promotions': admin('src/features/admin-promotions/components/admin-promotions-page.tsx'),
  '/admin/messages': admin('src/features/admin-messages/components/admin-messages-page.tsx'),
  '/admin/settings/store': admin('src/features/admin-settings/components/store-settings-page.tsx'),
  '/admin/settings/shipping': admin(
    'src/features/admin-settings/components/shipping-settings-page.tsx',
  ),
};

/**
 * Modules imported only when a visitor acts (a click, or a hover or focus that preloads), never
 * while a page loads by itself: overlays behind `onDemand` and Google's pop-up with Firebase.
 * One that a page renders as it loads names that page's route: it counts there. Nothing else
 * is left out, so a part that loads on mount or on idle (a footer, the toasts) counts. The
 * browser's check fails if a page downloads one of these before the network is idle.
 */
export const LOADED_ON_ACTION = {
  'src/features/auth/lib/google-popup.ts': [],
  'src/app/layouts/shop/user-menu.tsx': [],
  'src/app/layouts/shop/mobile-nav-sheet.tsx': [],
  'src/features/cart/components/cart-sheet.tsx': [],
  'src/features/catalog/components/product/product-details-dialog.tsx': [],
  // A heart's toggle: on the first press (or the hover or focus that preloads it).
  'src/features/wishlist/lib/toggle-wishlist.ts': [],
  // The shop layout hands it to the product page and to the product details dialog.
  'src/features/reviews/components/product-reviews.tsx': ['/shop/product/:id'],
  // Likewise "Notify me", which a product's page shows when it opens on a sold-out size.
  'src/features/stock-alerts/components/notify-me.tsx': ['/shop/product/:id'],
  'src/features/catalog/components/product-page/image-zoom-dialog.tsx': [],
  'src/features/catalog/components/listing/filters-sheet.tsx': [],
  'src/features/addresses/components/confirm-delete-address-dialog.tsx': [],
  'src/features/admin-products/components/product-sheet.tsx': [],
  'src/features/admin-products/components/confirm-delete-dialog.tsx': [],
  'src/features/admin-promotions/components/promotion-dialog.tsx': [],
  'src/features/admin-promotions/components/end-promotion-dialog.tsx': [],
};

/** The route tables: their lazy imports are the other pages, which a route never downloads. */
const ROUTE_TABLES = [
  'src/app/router.tsx',
  'src/app/routes/auth-routes.tsx',
  'src/app/routes/shop-routes.tsx',
  'src/app/routes/admin-routes.tsx',
];

/** Every module a route table imports lazily, as the manifest names it (src/...). */
function routeTableImports() {
  const modules = new Set();
  for (const table of ROUTE_TABLES) {
    const source = readFileSync(path.join(WEB, table), 'utf8');
    for (const [, specifier] of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const base = specifier.startsWith('@/')
        ? `src/${specifier.slice(2)}`
        : path.posix.join(path.posix.dirname(table), specifier);
      const file = ['.tsx', '.ts']
        .map((ext) => base + ext)
        .find((f) => existsSync(path.join(WEB, f)));
      if (!file) throw new Error(`${table} imports ${specifier}, which is not a source file`);
      modules.add(file);
    }
  }
  return modules;
}

/** KB of a file's bytes gzipped at the level of the copies the server sends (compress-assets). */
export function gzipKb(bytes) {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/**
 * For each route, the JavaScript files of its first load (the entry, the route's layout and
 * page, everything they import statically) and of everything until the network is idle: also
 * every chunk they import dynamically, transitively, except other pages of the route tables
 * and the modules loaded only on a visitor's action (LOADED_ON_ACTION).
 */
export function routeJavaScript(dist = DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const otherPages = routeTableImports();
  const onAction = Object.keys(LOADED_ON_ACTION);
  for (const key of [...otherPages, ...onAction, ...Object.values(ROUTES).flat()]) {
    if (!manifest[key]) {
      throw new Error(`No chunk for ${key} in the manifest: update scripts/route-javascript.mjs`);
    }
  }
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

  function collect(route, followDynamic) {
    const start = [entry, ...ROUTES[route]];
    const waitsForAction = (key) => LOADED_ON_ACTION[key]?.includes(route) === false;
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
      if (!followDynamic) return;
      for (const imported of chunk.dynamicImports ?? []) {
        const anotherPage = otherPages.has(imported) && !start.includes(imported);
        if (!anotherPage && !waitsForAction(imported)) visit(imported);
      }
    };
    start.forEach(visit);
    return [...files].filter((file) => file.endsWith('.js'));
  }

  return Object.fromEntries(
    Object.keys(ROUTES).map((route) => [
      route,
      { firstLoad: collect(route, false), untilIdle: collect(route, true) },
    ]),
  );
}
