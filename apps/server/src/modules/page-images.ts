import {
  HERO_IMAGE_SIZES,
  PRODUCT_TILE_IMAGE_SIZES,
  ProductListQuerySchema,
  type ProductListQuery,
} from '@attire/contract';
import type { PageModules } from '../plugins/page-chunks.js';
import type { PageImageLookups } from '../plugins/web-app-preload.js';
import { listShopProducts } from './catalog/shop-service.js';
import { listSliderImages } from './slider/service.js';

/**
 * The picture each shop page shows first, which the server names in the page's HTML for the
 * browser to preload (plugins/web-app-preload.ts), with the `sizes` its <img> has.
 */
export const PAGE_IMAGES: PageImageLookups = {
  '/shop/home': async (app) => {
    const [first] = await listSliderImages(app.db);
    return first && { url: first.sliderImage, sizes: HERO_IMAGE_SIZES };
  },
  '/shop/listing': async (app, query) => {
    const { products } = await listShopProducts(app.db, listingQuery(query));
    const [first] = products;
    return first && { url: first.image, sizes: PRODUCT_TILE_IMAGE_SIZES };
  },
};

/**
 * The web app's lazily loaded modules each shop page renders first (apps/web/src), whose chunks
 * the server names in the page's HTML for the browser to fetch beside the entry script.
 */
const SHOP_LAYOUT = 'src/app/layouts/shop/shop-layout.tsx';
export const PAGE_MODULES: PageModules = {
  '/shop/home': [SHOP_LAYOUT, 'src/app/pages/shop/home-page.tsx'],
  '/shop/listing': [SHOP_LAYOUT, 'src/app/pages/shop/listing-page.tsx'],
};

// The page keeps its sort in memory, not in the URL: it always opens in the default order.
const LISTING_KEYS = ['category', 'brand'] as const;

/**
 * The first page of the listing the page will ask for: with the URL's filters, less the ids it
 * does not know (as the page reads them). Filters the page keeps in session storage are not
 * known here; a page opened with none in its URL usually has none stored either.
 */
function listingQuery(query: URLSearchParams): ProductListQuery {
  const filters = LISTING_KEYS.map((key) => {
    const ids = (query.get(key) ?? '').split(',').map((id) => id.trim());
    const known = ids.filter((id) => ProductListQuerySchema.safeParse({ [key]: id }).success);
    return [key, known.join(',')];
  });
  return ProductListQuerySchema.parse({ ...Object.fromEntries(filters), limit: 1 });
}
