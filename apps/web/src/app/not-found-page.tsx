import { SEARCH_UI_MESSAGES, UI_MESSAGES } from '@attire/contract';
import { Link, Outlet } from 'react-router';
import { SearchForm } from '@/features/catalog/components/search/search-form';
import { useAuth } from '@/lib/auth-store';
import { ShopLayout } from './layouts/shop/shop-layout';

const LINK =
  'rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring';

const isShopper = (role: string | undefined) => role === 'user';

/**
 * Around an unknown path: the shop's header, navigation and cart for a shopper, so that a
 * mistyped or outdated link still leaves them in the shop; nothing for an admin, whose pages
 * share no layout with it. (Signed-out visitors never get here: the route guard sends them to
 * sign in.)
 */
export function NotFoundLayout() {
  const { user } = useAuth();
  return isShopper(user?.role) ? <ShopLayout /> : <Outlet />;
}

/** The spec's 'Page does not exist!', with ways on. */
export function NotFoundPage() {
  const { user } = useAuth();
  if (!isShopper(user?.role)) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
        <title>Page not found · Attire</title>
        <h1 className="text-2xl font-bold">{UI_MESSAGES.pageNotFound}</h1>
        {/* "/" sends everyone to their own home: the back office or the login. */}
        <a href="/" className={LINK}>
          {SEARCH_UI_MESSAGES.goHome}
        </a>
      </main>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-12 text-center">
      <title>Page not found · Attire</title>
      <h1 className="text-2xl font-bold">{UI_MESSAGES.pageNotFound}</h1>
      <p className="text-muted-foreground">{SEARCH_UI_MESSAGES.notFoundHint}</p>
      <SearchForm
        label={SEARCH_UI_MESSAGES.searchForProduct}
        className="w-full max-w-sm"
        inputClassName="flex-1"
      />
      <nav aria-label="Ways on" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        <Link to="/shop/home" className={LINK}>
          {SEARCH_UI_MESSAGES.goHome}
        </Link>
        <Link to="/shop/listing" className={LINK}>
          {SEARCH_UI_MESSAGES.seeAllProducts}
        </Link>
      </nav>
    </div>
  );
}
