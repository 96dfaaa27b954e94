import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from '@attire/contract';
import { openDatabase, type Database } from '../../src/db/client.js';
import { IN_STOCK_BIT } from '../../src/modules/catalog/listing-codes.js';
import {
  ListingIndex,
  compareCodePoints,
  type IndexedProduct,
} from '../../src/modules/catalog/listing-index.js';
import { answerListing } from '../../src/modules/catalog/listing-query.js';

// A small deterministic generator (mulberry32), so that a failure can be replayed.
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function someProduct(next: (below: number) => number, n: number): IndexedProduct {
  const count = 1 + next(6);
  const codes = Array.from({ length: count }, () => 1 + next(23) + (1 + next(14)) * 32);
  return {
    id: id(n),
    category: next(5),
    brand: next(6),
    // Few distinct prices and titles, so that ties (broken by id) are common.
    price: 100 * (1 + next(8)),
    titleKey: ['tee', 'shirt', 'dress', 'boots', 'cap'][next(5)]!,
    codes: codes.map((code) => (next(3) === 0 ? code : code | IN_STOCK_BIT)),
    prices: codes.map(() => 100 * (1 + next(20))),
  };
}

const QUERIES = [
  {},
  { sortBy: 'title-ztoa', inStock: 'true' },
  { category: 'men,kids', size: 'M,UK 9', sortBy: 'price-hightolow' },
  { colour: 'black,red', minPrice: '3', maxPrice: '12', sortBy: 'title-atoz' },
  { brand: 'nike', size: 'S', colour: 'navy', inStock: 'true' },
].map((query) => ProductListQuerySchema.parse({ limit: 100, ...query }));

function fresh(products: Iterable<IndexedProduct>) {
  const index = new ListingIndex();
  index.load([...products]);
  index.sortOrders();
  return index;
}

describe('listing index', () => {
  it('answers after many small and large changes as an index built afresh does', () => {
    const next = random(42);
    const current = new Map<string, IndexedProduct>();
    for (let n = 0; n < 300; n++) current.set(id(n), someProduct(next, n));
    const index = fresh(current.values());
    for (let round = 0; round < 60; round++) {
      // Mostly a few changes (kept in order one by one), now and then many (sorted afresh).
      const size = round % 10 === 9 ? 700 : 1 + next(20);
      const changed: IndexedProduct[] = [];
      const removed: string[] = [];
      for (let k = 0; k < size; k++) {
        const n = next(400);
        if (next(4) === 0) {
          if (current.delete(id(n))) removed.push(id(n));
        } else if (!changed.some((product) => product.id === id(n))) {
          const product = someProduct(next, n);
          current.set(product.id, product);
          changed.push(product);
        }
      }
      // What the database would answer: the products' latest rows, and which are gone.
      index.apply(
        changed.filter((product) => current.get(product.id) === product),
        removed.filter((gone) => !current.has(gone)),
      );
      const rebuilt = fresh(current.values());
      expect(index.productCount).toBe(current.size);
      for (const query of QUERIES) {
        expect(answerListing(index, query)).toEqual(answerListing(rebuilt, query));
      }
    }
  });
});

describe('listing answers', () => {
  it('are worked out once while the index stands, and again after any change', () => {
    const next = random(7);
    const products = Array.from({ length: 50 }, (_, n) => someProduct(next, n));
    const index = fresh(products);
    const query = QUERIES[0]!;
    const first = answerListing(index, query);
    expect(answerListing(index, query)).toBe(first);
    index.apply([], []);
    expect(answerListing(index, query)).toBe(first);
    index.apply([], [products[0]!.id]);
    const after = answerListing(index, query);
    expect(after).not.toBe(first);
    expect(after.total).toBe(answerListing(fresh(products.slice(1)), query).total);
  });
});

describe('title order', () => {
  let database: Database;
  beforeAll(async () => {
    // No table is read: the server's own database is enough.
    database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('is the database\'s "C" order, characters above U+FFFF included', async () => {
    const titles = [
      'zebra',
      'apple',
      'éclair',
      'Éclair',
      '\uE000 private',
      '😀 smile',
      '\uFFFD',
      'ab',
      'a',
      '',
      'a b',
    ];
    const result = (await database.db.execute(
      sql`select t from unnest(${sql.raw(`array[${titles.map((t) => `'${t}'`).join(', ')}]`)}) as t
          order by t collate "C"`,
    )) as unknown as { rows: { t: string }[] };
    expect([...titles].sort(compareCodePoints)).toEqual(result.rows.map((row) => row.t));
  });
});
