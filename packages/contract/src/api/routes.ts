// Where each call of the API lives and who may make it. Plain data, no schemas: the web app
// imports this on every page, so it must not pull zod into the first load (decision 0008).
// The schemas of each call are in ./endpoints.ts, under the same name.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or an admin. Owner checks come on top. */
export type Access = 'public' | 'user' | 'admin';

export interface Route {
  readonly method: HttpMethod;
  /** Relative to the API base `/api`; `:name` segments are path parameters. */
  readonly path: string;
  readonly access: Access;
}

function route<const M extends HttpMethod, const P extends string, const A extends Access>(
  method: M,
  path: P,
  access: A,
) {
  return { method, path, access } satisfies Route;
}

export const ROUTES = {
  'health.check': route('GET', '/health', 'public'),
  'health.ready': route('GET', '/health/ready', 'public'),

  'auth.register': route('POST', '/auth/register', 'public'),
  'auth.login': route('POST', '/auth/login', 'public'),
  'auth.google': route('POST', '/auth/google', 'public'),
  // Public so that a stale or revoked token can still log out and clear its cookie.
  'auth.logout': route('POST', '/auth/logout', 'public'),
  'auth.checkAuth': route('GET', '/auth/check-auth', 'user'),
  'auth.forgotPassword': route('POST', '/auth/forgot-password', 'public'),
  'auth.resetPassword': route('POST', '/auth/reset-password', 'public'),
  // Public: the link may be opened in a browser where nobody is signed in.
  'auth.verifyEmail': route('POST', '/auth/verify-email', 'public'),
  'auth.resendVerification': route('POST', '/auth/resend-verification', 'user'),
  'auth.changePassword': route('PUT', '/auth/password', 'user'),
  'auth.updateProfile': route('PUT', '/auth/profile', 'user'),

  'adminProducts.uploadImage': route('POST', '/admin/products/upload-image', 'admin'),
  'adminProducts.list': route('GET', '/admin/products', 'admin'),
  'adminProducts.add': route('POST', '/admin/products', 'admin'),
  'adminProducts.edit': route('PUT', '/admin/products/:id', 'admin'),
  'adminProducts.delete': route('DELETE', '/admin/products/:id', 'admin'),
  'adminProducts.lowStock': route('GET', '/admin/products/low-stock', 'admin'),

  'shopProducts.list': route('GET', '/shop/products', 'user'),
  'shopProducts.search': route('GET', '/shop/products/search/:keyword', 'user'),
  'shopProducts.details': route('GET', '/shop/products/:id', 'user'),

  'cart.fetch': route('GET', '/shop/cart/:userId', 'user'),
  'cart.add': route('POST', '/shop/cart', 'user'),
  'cart.update': route('PUT', '/shop/cart', 'user'),
  'cart.deleteItem': route('DELETE', '/shop/cart/:userId/:productId', 'user'),
  'cart.deleteVariant': route('DELETE', '/shop/cart/:userId/:productId/:variantId', 'user'),

  'addresses.list': route('GET', '/shop/address/:userId', 'user'),
  'addresses.add': route('POST', '/shop/address', 'user'),
  'addresses.update': route('PUT', '/shop/address/:userId/:addressId', 'user'),
  'addresses.delete': route('DELETE', '/shop/address/:userId/:addressId', 'user'),

  'shopCheckout.quote': route('POST', '/shop/checkout/quote', 'user'),
  'shopOrders.create': route('POST', '/shop/order', 'user'),
  'shopOrders.capture': route('POST', '/shop/order/capture', 'user'),
  'shopOrders.list': route('GET', '/shop/order/list/:userId', 'user'),
  'shopOrders.details': route('GET', '/shop/order/details/:id', 'user'),
  // The shopper pressed Cancel on PayPal's page: the order, never paid, ends at once.
  'shopOrders.cancel': route('POST', '/shop/order/:id/cancel', 'user'),
  'shopOrders.requestReturn': route('POST', '/shop/order/:id/returns', 'user'),
  // Tax documents answer a PDF, not JSON: the web app downloads them (contract: "Tax invoices").
  'shopOrders.invoice': route('GET', '/shop/order/:id/invoice', 'user'),
  'shopOrders.creditNote': route('GET', '/shop/order/:id/credit-notes/:number', 'user'),

  'adminOrders.list': route('GET', '/admin/order', 'admin'),
  'adminOrders.details': route('GET', '/admin/order/:id', 'admin'),
  'adminOrders.updateStatus': route('PUT', '/admin/order/:id', 'admin'),
  'adminOrders.refund': route('POST', '/admin/order/:id/refund', 'admin'),
  'adminOrders.invoice': route('GET', '/admin/order/:id/invoice', 'admin'),
  'adminOrders.creditNote': route('GET', '/admin/order/:id/credit-notes/:number', 'admin'),

  'adminReturns.list': route('GET', '/admin/returns', 'admin'),
  'adminReturns.update': route('PUT', '/admin/returns/:id', 'admin'),

  'adminMessages.list': route('GET', '/admin/messages', 'admin'),
  'adminMessages.details': route('GET', '/admin/messages/:id', 'admin'),

  'adminPromotions.list': route('GET', '/admin/promotions', 'admin'),
  'adminPromotions.add': route('POST', '/admin/promotions', 'admin'),
  'adminPromotions.edit': route('PUT', '/admin/promotions/:id', 'admin'),
  // Ends a code: deleted if never used, else kept, inactive (see PromotionEndReplySchema).
  'adminPromotions.end': route('DELETE', '/admin/promotions/:id', 'admin'),

  // PayPal calls it. An event the shop acts on is checked with PayPal's verify-webhook-signature
  // call, sent the body exactly as received; any other event type is acknowledged unchecked.
  'paypal.webhook': route('POST', '/paypal/webhook', 'public'),

  'wishlist.list': route('GET', '/shop/wishlist', 'user'),
  'wishlist.add': route('POST', '/shop/wishlist', 'user'),
  'wishlist.delete': route('DELETE', '/shop/wishlist/:productId', 'user'),
  // A signed-in shopper's own alerts only: another's id answers 404.
  'stockAlerts.list': route('GET', '/shop/stock-alerts', 'user'),
  'stockAlerts.add': route('POST', '/shop/stock-alerts', 'user'),
  'stockAlerts.delete': route('DELETE', '/shop/stock-alerts/:id', 'user'),
  'adminDemand.report': route('GET', '/admin/demand', 'admin'),
  // CSV files (contract: "Reports and CSV in the back office"): downloads, and an upload.
  'adminProducts.exportCsv': route('GET', '/admin/products/export.csv', 'admin'),
  'adminProducts.importTemplate': route('GET', '/admin/products/import-template.csv', 'admin'),
  'adminProducts.importCsv': route('POST', '/admin/products/import', 'admin'),
  'adminOrders.exportCsv': route('GET', '/admin/order/export.csv', 'admin'),
  'adminReports.sales': route('GET', '/admin/reports/sales', 'admin'),

  'reviews.list': route('GET', '/shop/review/:productId', 'user'),
  'reviews.add': route('POST', '/shop/review', 'user'),

  'slider.list': route('GET', '/features', 'user'),
  'slider.add': route('POST', '/features', 'admin'),
  'slider.delete': route('DELETE', '/features/:id', 'admin'),

  // What the footer and the contact and policy pages say: contact, returns, delivery costs.
  'shopInfo.read': route('GET', '/shop/info', 'user'),

  'adminSettings.shipping': route('GET', '/admin/settings/shipping', 'admin'),
  'adminSettings.updateShipping': route('PUT', '/admin/settings/shipping', 'admin'),
  'adminSettings.store': route('GET', '/admin/settings/store', 'admin'),
  'adminSettings.updateStore': route('PUT', '/admin/settings/store', 'admin'),
} as const;

export type EndpointName = keyof typeof ROUTES;

/** The path of a route with its `:name` segments filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * The URL of a call: `/api`, its path, then its query, leaving out values that are undefined or
 * empty, as the web app's api-client spells the URLs it calls (its own `buildUrl`, which its
 * first-load budget keeps in the entry): the server writes its replies to them into a page.
 */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}
