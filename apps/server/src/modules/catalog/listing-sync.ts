import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brandCode, categoryCode, variantCodeSql } from './listing-codes.js';
import { ListingIndex, type IndexedProduct } from './listing-index.js';

// How many products a full load reads per statement, and how many changed products are read
// one by one before a full load is cheaper.
const LOAD_CHUNK = 10_000;
const CHANGES_READ_ONE_BY_ONE = 20_000;
// Triggers note changes in catalog_changes, which keeps them for a day; a process that has not
// looked for longer than half of that loads everything again rather than trust the log.
const RELOAD_AFTER_MS = 12 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
// What a truncate of the catalogue notes: "reload everything".
const EVERYTHING = '00000000-0000-0000-0000-000000000000';

interface Sync {
  index?: ListingIndex;
  /** The snapshot whose changes the index holds (pg_current_snapshot() as text). */
  snapshot?: string;
  syncedAt: number;
  prunedAt: number;
  running?: Promise<ListingIndex>;
  queued?: Promise<ListingIndex>;
}

const syncs = new WeakMap<Db, Sync>();

/** Both drivers answer `{ rows }`; the shared Db type does not say so. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface ProductRow {
  id: string;
  category: string;
  brand: string;
  price: number;
  title_key: string;
}

interface VariantsRow {
  product_id: string;
  codes: number[];
  prices: number[];
}

const productRows = (db: Db, where: SQL, limit?: number) =>
  rowsOf<ProductRow>(
    db,
    sql`select id::text as id, category, brand, unit_price_paise as price,
          lower(title) collate "C" as title_key
        from products where ${where} order by id
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );

/**
 * The products with their variants' codes and unit prices. The variants are read by a second
 * statement, grouped in the index's order (a range or list of product ids): several times
 * faster on a full load than a subquery per product. Should a variant change between the two
 * statements, the change is in the log and is read again by the next sync.
 */
async function withVariantCodes(db: Db, rows: ProductRow[], where: SQL) {
  const variants = new Map(
    (
      await rowsOf<VariantsRow>(
        db,
        sql`select v.product_id::text as product_id,
              array_agg(${variantCodeSql} order by v.id) as codes,
              array_agg(v.unit_price_paise order by v.id) as prices
            from product_variants v where ${where}
            group by v.product_id`,
      )
    ).map((row) => [row.product_id, row]),
  );
  return rows.map((row): IndexedProduct => ({
    id: row.id,
    category: categoryCode(row.category),
    brand: brandCode(row.brand),
    price: row.price,
    titleKey: row.title_key,
    codes: variants.get(row.id)?.codes ?? [],
    prices: variants.get(row.id)?.prices ?? [],
  }));
}

async function currentSnapshot(db: Db): Promise<string> {
  const [row] = await rowsOf<{ snapshot: string }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot`,
  );
  return row!.snapshot;
}

/** The whole catalogue, read in chunks; changes after `snapshot` are read again later. */
async function loadAll(db: Db, sync: Sync): Promise<ListingIndex> {
  const snapshot = await currentSnapshot(db);
  const index = new ListingIndex();
  let after: string | undefined;
  for (;;) {
    const rows = await productRows(db, after ? sql`id > ${after}` : sql`true`, LOAD_CHUNK);
    if (rows.length === 0) break;
    const last = rows.at(-1)!.id;
    const range = sql`${after ? sql`v.product_id > ${after} and ` : sql``}v.product_id <= ${last}`;
    index.load(await withVariantCodes(db, rows, range));
    if (rows.length < LOAD_CHUNK) break;
    after = last;
  }
  index.sortOrders();
  sync.index = index;
  sync.snapshot = snapshot;
  return index;
}

/**
 * The products changed by transactions that `snapshot` did not see (committed since, or in
 * progress then), read in one statement with the snapshot that the next call starts from.
 */
async function changesSince(db: Db, snapshot: string) {
  const [row] = await rowsOf<{ snapshot: string; went_back: boolean; changed: string[] }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot,
          pg_snapshot_xmax(pg_current_snapshot()) < pg_snapshot_xmin(${snapshot}::pg_snapshot)
            as went_back,
          array(
            select distinct product_id::text from catalog_changes
            where xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
              and not pg_visible_in_snapshot(xid, ${snapshot}::pg_snapshot)
            limit ${CHANGES_READ_ONE_BY_ONE + 1}
          ) as changed`,
  );
  return row!;
}

async function syncNow(db: Db, sync: Sync): Promise<ListingIndex> {
  const startedAt = Date.now();
  if (startedAt - sync.prunedAt > PRUNE_EVERY_MS) {
    await db.execute(sql`delete from catalog_changes where changed_at < now() - interval '1 day'`);
    sync.prunedAt = startedAt;
  }
  let index = sync.index;
  if (!index || !sync.snapshot || startedAt - sync.syncedAt > RELOAD_AFTER_MS) {
    index = await loadAll(db, sync);
  } else {
    const { snapshot, went_back, changed } = await changesSince(db, sync.snapshot);
    // A database restored or replaced under the server has transaction ids from before.
    if (went_back || changed.length > CHANGES_READ_ONE_BY_ONE || changed.includes(EVERYTHING)) {
      index = await loadAll(db, sync);
    } else {
      const found: IndexedProduct[] = [];
      for (let at = 0; at < changed.length; at += 1000) {
        const ids = sql.join(
          changed.slice(at, at + 1000).map((id) => sql`${id}`),
          sql`, `,
        );
        const rows = await productRows(db, sql`id in (${ids})`);
        found.push(...(await withVariantCodes(db, rows, sql`v.product_id in (${ids})`)));
      }
      const present = new Set(found.map((product) => product.id));
      index.apply(
        found,
        changed.filter((id) => !present.has(id)),
      );
      sync.snapshot = snapshot;
    }
  }
  sync.syncedAt = startedAt;
  return index;
}

/** Whether the listing index of `db` has been built: until then a listing waits for it. */
export function listingIndexBuilt(db: Db): boolean {
  return syncs.get(db)?.index !== undefined;
}

/** When the listing index of `db` last caught up with the database (ms); undefined until built. */
export function listingIndexSyncedAt(db: Db): number | undefined {
  const sync = syncs.get(db);
  return sync?.index ? sync.syncedAt : undefined;
}

/**
 * The listing index of `db`, up to date with every change committed before the call: one
 * small query when nothing changed. A call made while a sync runs waits for the next one (the
 * running one may have started before a change this caller must see); those callers share it.
 */
export function listingIndex(db: Db): Promise<ListingIndex> {
  let sync = syncs.get(db);
  if (!sync) {
    sync = { syncedAt: 0, prunedAt: 0 };
    syncs.set(db, sync);
  }
  const state = sync;
  if (state.running) {
    state.queued ??= state.running
      .catch(() => undefined)
      .then(() => {
        state.queued = undefined;
        return listingIndex(db);
      });
    return state.queued;
  }
  // Started once the listings that came in with this one have asked too, so that a busy
  // server's listings share one sync rather than each sending its own.
  state.running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => syncNow(db, state))
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}
