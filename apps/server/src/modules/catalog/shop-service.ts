import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  type Product,
  type ProductListQuery,
  type ProductSummary,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { listingPictureSql } from './listing-picture.js';
import { answerListing } from './listing-query.js';
import { listingIndex } from './listing-sync.js';
import { readSummaries } from './product-summary-view.js';
import { readProducts } from './product-view.js';
import { readsById } from './reads-by-id.js';

const byIds = (ids: string[]) => sql`p.id = any(${sql.param(ids)}::uuid[])`;

/** Product pages, and the summaries of listings that show each product's own picture. */
const readProduct = readsById((db, ids) => readProducts(db, 'by-ids', byIds(ids)));
const readSummary = readsById((db, ids) => readSummaries(db, 'by-ids', byIds(ids)));

/**
 * The page's summaries, read fresh. A listing filtered by colour shows each product in the
 * colour it matched (listing-picture), which depends on its whole query: read on its own. The
 * others, most listings, share their reads with the listings asked for at the same moment.
 */
async function summariesOf(db: Db, ids: string[], query: ProductListQuery) {
  const image = listingPictureSql(query);
  if (image) return readSummaries(db, 'by-ids-in-colour', byIds(ids), { image });
  const found = await Promise.all(ids.map((id) => readSummary(db, id)));
  return found.filter((summary): summary is ProductSummary => summary !== undefined);
}

/**
 * The shop's listing: filtered by category, brand, size, colour, price and stock, sorted, a
 * page at a time, with the facet counts. The listing index (kept in step with the database by
 * listing-sync) chooses the page and counts; the page's summaries are then read fresh.
 */
export async function listShopProducts(db: Db, query: ProductListQuery) {
  const { ids, total, facets } = answerListing(await listingIndex(db), query);
  const found = ids.length > 0 ? await summariesOf(db, ids, query) : [];
  const byId = new Map(found.map((product) => [product.id, product]));
  // A product deleted since the index was read is left out rather than shown stale.
  const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
  const { page, limit } = query;
  return { products: inOrder, total, page, limit, facets };
}

export async function getProductDetails(db: Db, id: string): Promise<Product> {
  const product = await readProduct(db, id);
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}
