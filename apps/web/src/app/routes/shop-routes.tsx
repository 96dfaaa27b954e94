import { Navigate, type RouteObject } from 'react-router';
import { lazyNamed } from '../lazy-named';

const ShopLayout = lazyNamed(() => import('../layouts/shop/shop-layout'), 'ShopLayout');
const HomePage = lazyNamed(() => import('../pages/shop/home-page'), 'HomePage');
const ListingPage = lazyNamed(
  () => import('@/features/catalog/components/listing/listing-page'),
  'ListingPage',
);
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
const PaypalReturnPage = lazyNamed(
  () => import('@/features/checkout/components/paypal-return-page'),
  'PaypalReturnPage',
);
const PaymentSuccessPage = lazyNamed(
  () => import('../pages/shop/payment-success-page'),
  'PaymentSuccessPage',
);

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
    { path: 'paypalReturnPage', element: <PaypalReturnPage /> },
    { path: 'paymentSuccess', element: <PaymentSuccessPage /> },
  ],
};
