import {
  DEFAULT_SORT,
  FEATURED_COUNT,
  HERO_IMAGE_SIZES,
  LISTING_PAGE_SIZE,
  PRODUCT_PAGE_IMAGE_SIZES,
  PRODUCT_TILE_IMAGE_SIZES,
  ProductListQuerySchema,
  ROUTES,
  apiUrl,
  fillPath,
  type EndpointReply,
} from '@attire/contract';
import type { PageModules } from '../plugins/page-chunks.js';
import { homeFirstView, listingFirstView, productFirstView } from './first-views.js';
import type { PageAddress, PagePreloads } from '../plugins/web-app-preload.js';

/** A product's own page (the web app's PRODUCT_PATH): what a shared link or a new tab opens. */
const PRODUCT_PAGE = '/shop/product/:id';

const SLIDES_URL = apiUrl(ROUTES['slider.list'].path);
const FEATURED_URL = apiUrl(ROUTES['shopProducts.list'].path, {
  sortBy: DEFAULT_SORT,
  page: 1,
  limit: FEATURED_COUNT,
});

type ListingReply = EndpointReply<'shopProducts.list'>;
type ProductReply = EndpointReply<'shopProducts.details'>;

/**
 * What the shop's pages ask the API for first, which the server answers in the page's HTML, and
 * the picture each shows first (its largest contentful paint), which the HTML names for the
 * browser to preload (plugins/web-app-preload.ts): who is signed in and their cart on every
 * page, then each page's own.
 */
export const PAGE_PRELOADS: PagePreloads = {
  sessionUrl: apiUrl(ROUTES['auth.checkAuth'].path),
  sessionCalls: (userId) => [apiUrl(fillPath(ROUTES['cart.fetch'].path, { userId }))],
  pages: {
    '/shop/home': {
      calls: () => [SLIDES_URL, FEATURED_URL],
      image: (replies) => {
        const slides = replies.get(SLIDES_URL) as EndpointReply<'slider.list'> | undefined;
        const first = slides?.sliderImages[0];
        return first && { url: first.sliderImage, sizes: HERO_IMAGE_SIZES };
      },
      firstView: homeFirstView,
    },
    '/shop/listing': {
      calls: ({ query }) => [listingUrl(query)],
      image: (replies, { query }) => {
        const listing = replies.get(listingUrl(query)) as ListingReply | undefined;
        const first = listing?.products[0];
        return first && { url: first.image, sizes: PRODUCT_TILE_IMAGE_SIZES };
      },
      firstView: (_image, replies, { query }) => {
        const listing = replies.get(listingUrl(query)) as ListingReply | undefined;
        return listing && listingFirstView(listing, query);
      },
    },
    [PRODUCT_PAGE]: {
      calls: (address) => [productUrl(address)],
      image: (replies, address) => {
        const reply = replies.get(productUrl(address)) as ProductReply | undefined;
        const url = reply && productPagePicture(reply.product, address.query.get('colour'));
        return url ? { url, sizes: PRODUCT_PAGE_IMAGE_SIZES } : undefined;
      },
      firstView: productFirstView,
    },
  },
};

const productUrl = ({ params }: PageAddress) =>
  apiUrl(fillPath(ROUTES['shopProducts.details'].path, { id: params.id ?? '' }));

/**
 * The picture a product's page opens on (apps/web/src/features/catalog/lib/variants.ts): the
 * colour's the link names (`?colour=`, a tile of a listing filtered by it), else the gallery's
 * first. A product shown in another colour first only costs a preload the page does not use.
 */
function productPagePicture(product: ProductReply['product'], colour: string | null) {
  const linked = colour && product.variants.find((v) => v.colour === colour && v.image)?.image;
  return linked || (product.images[0] ?? product.image);
}

/**
 * The web app's lazily loaded modules each shop page renders first (apps/web/src), whose chunks
 * the server names in the page's HTML for the browser to fetch beside the entry script.
 */
const SHOP_LAYOUT = 'src/app/layouts/shop/shop-layout.tsx';
export const PAGE_MODULES: PageModules = {
  '/shop/home': [SHOP_LAYOUT, 'src/app/pages/shop/home-page.tsx'],
  '/shop/listing': [SHOP_LAYOUT, 'src/app/pages/shop/listing-page.tsx'],
  [PRODUCT_PAGE]: [SHOP_LAYOUT, 'src/features/catalog/components/product-page/product-page.tsx'],
  // Back from PayPal the shopper waits for the capture: its page should not wait for its code.
  '/shop/paypalReturnPage': [
    SHOP_LAYOUT,
    'src/features/checkout/components/paypal-return-page.tsx',
  ],
};

// The page keeps its sort in memory, not in the URL: it always opens in the default order.
const LISTING_KEYS = ['category', 'brand'] as const;

/**
 * The first page of the listing the page will ask for: with the URL's filters, less the ids it
 * does not know (as the page reads them). Filters the page keeps in session storage are not
 * known here; a page opened with none in its URL usually has none stored either, and when it
 * has, the page asks for its own and the written reply goes unused.
 */
function listingUrl(query: URLSearchParams): string {
  const filters = LISTING_KEYS.map((key) => {
    const ids = (query.get(key) ?? '').split(',').map((id) => id.trim());
    const known = ids.filter((id) => ProductListQuerySchema.safeParse({ [key]: id }).success);
    return [key, known.join(',')] as const;
  });
  return apiUrl(ROUTES['shopProducts.list'].path, {
    ...Object.fromEntries(filters),
    sortBy: DEFAULT_SORT,
    page: 1,
    limit: LISTING_PAGE_SIZE,
  });
}
