import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../lazy-named';

const loadShopLayout = () => import('../layouts/shop/shop-layout');
const loadHomePage = () => import('../pages/shop/home-page');
const loadListingPage = () => import('../pages/shop/listing-page');

const ShopLayout = lazyNamed(loadShopLayout, 'ShopLayout');
const HomePage = lazyNamed(loadHomePage, 'HomePage');
const ListingPage = lazyNamed(loadListingPage, 'ListingPage');
const SearchPage = lazyNamed(
  () => import('@/features/catalog/components/search/search-page'),
  'SearchPage',
);
const ProductPage = lazyNamed(
  () => import('@/features/catalog/components/product-page/product-page'),
  'ProductPage',
);
const CheckoutPage = lazyNamed(() => import('../pages/shop/checkout-page'), 'CheckoutPage');
const AccountPage = lazyNamed(() => import('../pages/shop/account-page'), 'AccountPage');
const WishlistPage = lazyNamed(() => import('../pages/shop/wishlist-page'), 'WishlistPage');
const PaypalReturnPage = lazyNamed(
  () => import('@/features/checkout/components/paypal-return-page'),
  'PaypalReturnPage',
);
const PaymentSuccessPage = lazyNamed(
  () => import('../pages/shop/payment-success-page'),
  'PaymentSuccessPage',
);
// Contact, shipping, returns and privacy: one chunk, which picks the page by its path.
const StoreInfoPages = lazyNamed(
  () => import('@/features/store-info/components/store-info-pages'),
  'StoreInfoPages',
);

/** The shop pages whose code and data are worth fetching before the sign-in check answers. */
export const SHOP_FIRST_PAGES: Record<string, () => Promise<{ preloadData(): void }>> = {
  '/shop/home': loadHomePage,
  '/shop/listing': loadListingPage,
};

export { loadShopLayout };

export const shopRoutes: RouteObject = {
  path: 'shop',
  element: <ShopLayout />,
  children: [
    { index: true, element: <Navigate to="home" replace /> },
    { path: 'home', element: <HomePage /> },
    { path: 'listing', element: <ListingPage /> },
    { path: 'search', element: <SearchPage /> },
    { path: 'product/:id', element: <ProductPage /> },
    { path: 'checkout', element: <CheckoutPage /> },
    { path: 'account', element: <AccountPage /> },
    { path: 'wishlist', element: <WishlistPage /> },
    { path: 'paypalReturnPage', element: <PaypalReturnPage /> },
    { path: 'paymentSuccess', element: <PaymentSuccessPage /> },
    ...['contact', 'shipping-policy', 'returns-policy', 'privacy'].map((path) => ({
      path,
      element: <StoreInfoPages />,
    })),
  ],
};
