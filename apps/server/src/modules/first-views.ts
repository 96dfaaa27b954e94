import {
  BRANDS,
  CATEGORIES,
  LIMITS,
  PRODUCT_TILE_IMAGE_SIZES,
  type EndpointReply,
} from '@attire/contract';
import { escapeAttribute } from '../plugins/html-attributes.js';
import { pictureTag, type PageImage } from '../plugins/page-shell.js';

// The top of each shop page that shows a picture first, as static HTML for its first view
// (plugins/page-shell.ts): the same boxes, classes and words as the app's components named
// beside each, so that the picture is where the app will show it and nothing moves when the app
// takes over. Keep them in step: e2e/first-view.spec.ts compares the two at a phone's and a
// laptop's width.

/** The slider's frame and first slide (apps/web/src/features/slider/components/hero-slider.tsx). */
export function homeFirstView(image: PageImage): string {
  return (
    '<div class="relative h-[280px] w-full overflow-hidden sm:h-[380px] lg:h-[520px]">' +
    pictureTag(image, {
      width: 1600,
      height: 640,
      class: 'absolute inset-0 size-full object-cover object-[90%_50%]',
      fetchpriority: 'high',
    }) +
    '</div>'
  );
}

/**
 * The page's box, a line for the breadcrumb, and the gallery's main picture
 * (apps/web/src/features/catalog/components/product-page/: product-page, product-overview,
 * product-gallery).
 */
export function productFirstView(image: PageImage): string {
  return (
    '<div class="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-6"><div class="h-5"></div>' +
    '<div class="grid gap-6 md:grid-cols-2 md:gap-8"><div class="grid min-w-0 content-start gap-3">' +
    '<div class="relative aspect-square overflow-hidden rounded-lg bg-muted">' +
    pictureTag(image, {
      width: 600,
      height: 600,
      class: 'size-full object-cover',
      fetchpriority: 'high',
    }) +
    '</div></div></div></div>'
  );
}

const CATEGORY_LABELS = new Map<string, string>(CATEGORIES.map((item) => [item.id, item.label]));
const BRAND_LABELS = new Map<string, string>(BRANDS.map((item) => [item.id, item.label]));

/**
 * The listing's heading, as the page words it (apps/web/src/features/catalog/lib/labels.ts)
 * for the filters the server knows (categories and brands, named by id in the URL); undefined
 * when the URL names any other filter, whose words the server does not know.
 */
function listingHeading(query: URLSearchParams): string | undefined {
  if ([...query.keys()].some((key) => key !== 'category' && key !== 'brand')) return undefined;
  const labels = (key: string, known: Map<string, string>) =>
    (query.get(key) ?? '')
      .split(',')
      .map((id) => known.get(id.trim()))
      .filter(Boolean)
      .join(', ');
  const parts = [labels('category', CATEGORY_LABELS), labels('brand', BRAND_LABELS)];
  return parts.filter(Boolean).join(' · ') || 'All Products';
}

// The bar's controls as the page draws them (listing-page, filters-drawer, sort-select), words
// and all, since their widths decide where the bar wraps and so where the grid starts.
const FILTERS_BUTTON =
  '<button type="button" tabindex="-1" class="inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium border border-input bg-background h-9 px-3 md:hidden [&amp;_svg]:size-4 [&amp;_svg]:shrink-0"><svg aria-hidden="true"></svg>Filters</button>';
const SORT_SELECT =
  '<div class="flex items-center gap-2"><span class="text-sm font-medium whitespace-nowrap">Sort by</span>' +
  '<select tabindex="-1" class="h-9 rounded-md border border-input bg-background px-2 text-sm">' +
  ['Price: Low to High', 'Price: High to Low', 'Title: A to Z', 'Title: Z to A']
    .map((label) => `<option>${label}</option>`)
    .join('') +
  '</select></div>';
// One row of the grid at every width: two tiles, three from `lg`, four from `xl`.
const TILE_SHOWN = ['', '', 'hidden lg:block', 'hidden xl:block'];

/**
 * The heading bar and the first row of the grid's pictures (apps/web/src/features/catalog/
 * components/listing/listing-page.tsx, product/product-grid.tsx and product-tile.tsx); none
 * for a URL with filters whose heading the server cannot word.
 */
export function listingFirstView(
  listing: EndpointReply<'shopProducts.list'>,
  query: URLSearchParams,
): string | undefined {
  const heading = listingHeading(query);
  if (heading === undefined) return undefined;
  const count = `${listing.total} ${listing.total === 1 ? 'Product' : 'Products'}`;
  const tiles = listing.products.slice(0, TILE_SHOWN.length).map(
    (product, index) =>
      `<li class="${TILE_SHOWN[index]}">` +
      '<div class="flex w-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm">' +
      `<div class="relative" style="height:${LIMITS.productImageHeightPx}px">` +
      pictureTag(
        { url: product.image, sizes: PRODUCT_TILE_IMAGE_SIZES },
        {
          width: 400,
          height: LIMITS.productImageHeightPx,
          class: 'size-full bg-muted object-cover',
          ...(index === 0 && { fetchpriority: 'high' as const }),
        },
      ) +
      '</div></div></li>',
  );
  return (
    '<div class="grid gap-6 p-4 md:grid-cols-[220px_1fr] md:p-6">' +
    '<div class="flex flex-wrap items-center justify-between gap-3 border-b pb-4 md:col-span-2">' +
    `<h1 class="text-lg font-extrabold">${escapeAttribute(heading)}</h1>` +
    '<div class="flex flex-wrap items-center gap-3">' +
    `<p class="text-sm text-muted-foreground">${count}</p>${FILTERS_BUTTON}${SORT_SELECT}` +
    '</div></div><div class="hidden md:block"></div>' +
    '<div class="min-w-0"><ul class="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">' +
    tiles.join('') +
    '</ul></div></div>'
  );
}
