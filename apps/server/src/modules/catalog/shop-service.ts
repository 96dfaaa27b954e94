import { sql } from 'drizzle-orm';
import { MESSAGES, type Product, type ProductListQuery } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { batchedReads } from '../../lib/batched-reads.js';
import { notFound } from '../../lib/errors.js';
import { listingPictureSql } from './listing-picture.js';
import { answerListing } from './listing-query.js';
import { listingIndex } from './listing-sync.js';
import { readSummaries } from './product-summary-view.js';
import { readProducts } from './product-view.js';

/**
 * The shop's listing: filtered by category, brand, size, colour, price and stock, sorted, a
 * page at a time, with the facet counts. The listing index (kept in step with the database by
 * listing-sync) chooses the page and counts; the page's summaries are then read fresh, in one
 * statement, each showing the picture of the colour the shopper filtered by (listing-picture).
 */
export async function listShopProducts(db: Db, query: ProductListQuery) {
  const { ids, total, facets } = answerListing(await listingIndex(db), query);
  const image = listingPictureSql(query);
  const found =
    ids.length > 0
      ? await readSummaries(
          db,
          image ? 'by-ids-in-colour' : 'by-ids',
          sql`p.id = any(${sql.param(ids)}::uuid[])`,
          { image },
        )
      : [];
  const byId = new Map(found.map((product) => [product.id, product]));
  // A product deleted since the index was read is left out rather than shown stale.
  const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
  const { page, limit } = query;
  return { products: inOrder, total, page, limit, facets };
}

export async function getProductDetails(db: Db, id: string): Promise<Product> {
  const product = await productReader(db)(id);
  if (!product) throw notFound(MESSAGES.productNotFound);
  return product;
}

/** Per database, product pages asked for together are read together (lib/batched-reads). */
const productReaders = new WeakMap<Db, (id: string) => Promise<Product | undefined>>();

function productReader(db: Db) {
  let read = productReaders.get(db);
  if (!read) {
    read = batchedReads(async (ids: string[]) => {
      const found = await readProducts(
        db,
        'by-ids',
        sql`p.id = any(${sql.param([...new Set(ids)])}::uuid[])`,
      );
      const byId = new Map(found.map((product) => [product.id, product]));
      return ids.map((id) => byId.get(id));
    });
    productReaders.set(db, read);
  }
  return read;
}
