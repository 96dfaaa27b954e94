import { authStore } from '@/lib/auth-store';
import { SHOP_FIRST_PAGES, loadShopLayout } from './routes/shop-routes';

/**
 * Starts fetching the first page's code and data at once, beside the sign-in check, rather
 * than one after the other (check, then the page's code, then its data): on a phone's network
 * each of those waits is a round trip. Only with a stored login, as the shop's pages need one;
 * the route guard still decides what is shown.
 */
export function preloadFirstPage(pathname: string) {
  const loadPage = SHOP_FIRST_PAGES[pathname];
  if (!loadPage || !authStore.getState().token) return;
  void loadShopLayout();
  void loadPage().then((page) => page.preloadData());
}
