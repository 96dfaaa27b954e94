import { SHOP_FIRST_PAGES, loadShopLayout } from './routes/shop-routes';

/**
 * Starts fetching the first page's code and data at once, beside the sign-in check, rather
 * than one after the other (check, then the page's code, then its data): on a phone's network
 * each of those waits is a round trip. The session may be a cookie the page cannot see, so this
 * does not wait to know: a signed-out visitor costs a silent 401 and two chunks, and the route
 * guard still decides what is shown.
 */
export function preloadFirstPage(pathname: string) {
  const loadPage = SHOP_FIRST_PAGES[pathname];
  if (!loadPage) return;
  void loadShopLayout();
  void loadPage().then((page) => page.preloadData());
}
