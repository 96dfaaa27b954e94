// The spec's business constants, defined once for the server and the web app.

export const CATEGORIES = [
  { id: 'men', label: 'Men' },
  { id: 'women', label: 'Women' },
  { id: 'kids', label: 'Kids' },
  { id: 'accessories', label: 'Accessories' },
  { id: 'footwear', label: 'Footwear' },
] as const;
export const CATEGORY_IDS = ['men', 'women', 'kids', 'accessories', 'footwear'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const BRANDS = [
  { id: 'nike', label: 'Nike' },
  { id: 'adidas', label: 'Adidas' },
  { id: 'puma', label: 'Puma' },
  { id: 'levi', label: "Levi's" },
  { id: 'zara', label: 'Zara' },
  { id: 'h&m', label: 'H&M' },
] as const;
export const BRAND_IDS = ['nike', 'adidas', 'puma', 'levi', 'zara', 'h&m'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const SORT_OPTIONS = [
  { id: 'price-lowtohigh', label: 'Price: Low to High' },
  { id: 'price-hightolow', label: 'Price: High to Low' },
  { id: 'title-atoz', label: 'Title: A to Z' },
  { id: 'title-ztoa', label: 'Title: Z to A' },
] as const;
export const SORT_IDS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortId = (typeof SORT_IDS)[number];
export const DEFAULT_SORT: SortId = 'price-lowtohigh';
/** Products a listing page asks for at a time, and Home's Featured Products. */
export const LISTING_PAGE_SIZE = 24;
export const FEATURED_COUNT = 12;

/** The statuses an admin can choose, in the order the spec lists them. */
export const ORDER_STATUSES = [
  'inTransit',
  'inProcess',
  'inShipping',
  'rejected',
  'pending',
  'confirmed',
  'delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'partiallyRefunded',
  'refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHOD = 'paypal';

/** Who made a step on an order's timeline. */
export const ORDER_ACTORS = ['shopper', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** What a promotion code gives (contract: "Money at checkout"). */
export const PROMOTION_KINDS = ['percentage', 'fixed', 'freeShipping'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const LIMITS = {
  lowStockThreshold: 10,
  /**
   * The web searches only once the trimmed keyword is longer than this; the server refuses
   * keywords shorter than this, which its trigram index cannot serve (each would read every
   * product).
   */
  searchMinLength: 3,
  searchDelayMs: 1000,
  searchMaxResults: 60,
  sliderAutoAdvanceMs: 3000,
  sliderManualPauseMs: 5000,
  sliderFadeMs: 1000,
  productImageHeightPx: 300,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastSwipeThreshold: 50,
  toastRemoveDelayMs: 1_000_000,
  uploadMaxBytes: 5 * 1024 * 1024,
  /** A small file can unpack into a huge bitmap: re-encoding 100 megapixels costs ~400 MB. */
  uploadMaxPixels: 40_000_000,
  bodyMaxBytes: 1024 * 1024,
  /**
   * Arrays and objects inside one another in a JSON body: far beyond any call's own shape, and
   * low enough that no code walking a body by recursion (JSON.stringify, a validator) overflows.
   */
  jsonMaxDepth: 64,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  /**
   * How deep the shop's listing pages (page × limit): an offset costs a walk over every row
   * before it. The back office's lists are exempt: they page through the whole table.
   */
  listingMaxRows: 10_000,
  cartLineMaxQuantity: 1000,
  orderMaxLines: 50,
  /** A note on a status change, a refund's or a return's reason. */
  orderNoteMaxLength: 500,
  /** Pictures in one product's gallery. */
  productMaxImages: 12,
  /** Every size of the largest scale in every colour of the palette fits. */
  productMaxVariants: 140,
  /** Products one shopper's wishlist holds (409 past it). */
  wishlistMaxEntries: 200,
  /** Stock alerts one shopper may have at once, so that one account cannot ask for thousands. */
  stockAlertsMax: 200,
  /** A stock alert lapses this long after it was asked for, sent or not. */
  stockAlertLapseDays: 90,
  /** Products and variants each list of the back office's demand report shows, most first. */
  demandReportSize: 50,
  /**
   * The longest range the sales report answers for each interval (a quarter of days, a year of
   * weeks, two years of months): a chart's worth of points, and a bounded read of the orders.
   */
  salesReportMaxDays: { day: 92, week: 371, month: 731 },
  /** The first and last days a sales report may name. */
  salesReportFirstDay: '2000-01-01',
  salesReportLastDay: '2099-12-31',
  /** Products and variants each top list of the sales report shows. */
  salesReportTopSize: 10,
  /** The largest CSV file the catalogue import reads (413 past it): about 60,000 variant rows. */
  csvImportMaxBytes: 20 * 1024 * 1024,
  /** Data rows one catalogue import may hold. */
  csvImportMaxRows: 50_000,
  /** Problems one import lists; past it the list stops (nothing is applied either way). */
  csvImportMaxErrors: 200,
} as const;

export const CURRENCY_SYMBOL = '₹';
