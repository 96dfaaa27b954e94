import { IN_STOCK_BIT, colourOf, sizeOf } from './listing-codes.js';

/** What the listing needs of one product, as listing-sync loads it. */
export interface IndexedProduct {
  id: string;
  category: number;
  brand: number;
  /** The product's unit price in paise (its cheapest variant's): the price sorts' key. */
  price: number;
  /** `lower(title) collate "C"` as the database computes it: the title sorts' key. */
  titleKey: string;
  /** Its variants' codes (listing-codes) and unit prices in paise, in the same order. */
  codes: number[];
  prices: number[];
}

/** Per-product columns, one slot per product (a removed product's slot is reused). */
const COLUMNS = [
  'live',
  'category',
  'brand',
  'price',
  // The product's variants are codes[first..end) and prices[first..end).
  'first',
  'end',
  // Precomputed over all its variants and over those in stock, for listings that filter on
  // neither size, colour nor price: a bit per size or colour code, the lowest and highest price.
  'sizesAll',
  'coloursAll',
  'minAll',
  'maxAll',
  'sizesInStock',
  'coloursInStock',
  'minInStock',
  'maxInStock',
  // Which products the listing being answered matched (listing-query writes its own mark).
  'hit',
] as const;
type Column = (typeof COLUMNS)[number];

// Past this many changes at once, sorting the orders afresh beats moving products one by one.
const INCREMENTAL_LIMIT = 500;

function grown(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (array.length >= length) return array;
  const bigger = new Int32Array(Math.max(length, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * Orders strings as PostgreSQL's "C" collation does (by UTF-8 bytes, i.e. by code point),
 * which differs from JavaScript's UTF-16 order only for characters above U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    let x = a.charCodeAt(at);
    let y = b.charCodeAt(at);
    if (x === y) continue;
    // Surrogates (U+D800-DFFF) stand for code points above U+FFFF: lift them past U+E000-FFFF.
    if (x >= 0xd800 && y >= 0xd800) {
      x += x < 0xe000 ? 0x2000 : -0x800;
      y += y < 0xe000 ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The shop's whole catalogue in the few numbers its listing filters, counts and sorts on, kept
 * in typed arrays so that one pass over 100,000 products and their variants takes milliseconds.
 * The two sort orders hold product slots in the database's own order (key, then id).
 */
export class ListingIndex {
  readonly columns = Object.fromEntries(
    COLUMNS.map((name) => [name, new Int32Array(64)]),
  ) as Record<Column, Int32Array<ArrayBuffer>>;
  ids: (string | null)[] = [];
  private titleKeys: string[] = [];
  private slotOf = new Map<string, number>();
  private freeSlots: number[] = [];
  codes = new Int32Array(1024);
  prices = new Int32Array(1024);
  private used = 0;
  private garbage = 0;
  byPrice: number[] = [];
  byTitle: number[] = [];
  /** The last mark a listing wrote in `hit`. */
  mark = 0;
  /** Raised by every change, so that answers worked out before it are not reused. */
  version = 0;

  get productCount() {
    return this.slotOf.size;
  }

  private comparePrice = (a: number, b: number) =>
    this.columns.price[a]! - this.columns.price[b]! || compareIds(this.ids[a]!, this.ids[b]!);
  private compareTitle = (a: number, b: number) =>
    compareCodePoints(this.titleKeys[a]!, this.titleKeys[b]!) ||
    compareIds(this.ids[a]!, this.ids[b]!);

  /** Adds, replaces and removes products; `removed` are ids no longer in the catalogue. */
  apply(changed: IndexedProduct[], removed: string[]) {
    if (changed.length === 0 && removed.length === 0) return;
    this.version++;
    const incremental = changed.length + removed.length <= INCREMENTAL_LIMIT;
    for (const id of removed) this.remove(id, incremental);
    for (const product of changed) this.upsert(product, incremental);
    if (!incremental) this.sortOrders();
    if (this.garbage > 4096 && this.garbage > this.used / 2) this.compactVariants();
  }

  /** Adds products without keeping the orders; call sortOrders() once after the last. */
  load(products: IndexedProduct[]) {
    this.version++;
    for (const product of products) this.upsert(product, false);
  }

  sortOrders() {
    const slots = [...this.slotOf.values()];
    this.byPrice = slots.slice().sort(this.comparePrice);
    this.byTitle = slots.sort(this.compareTitle);
  }

  private unlist(slot: number) {
    for (const [order, compare] of this.orders()) {
      const at = lowerBound(order, slot, compare);
      if (order[at] === slot) order.splice(at, 1);
    }
  }

  private list(slot: number) {
    for (const [order, compare] of this.orders()) {
      order.splice(lowerBound(order, slot, compare), 0, slot);
    }
  }

  private orders(): [number[], (a: number, b: number) => number][] {
    return [
      [this.byPrice, this.comparePrice],
      [this.byTitle, this.compareTitle],
    ];
  }

  private remove(id: string, incremental: boolean) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    if (incremental) this.unlist(slot);
    const { live, first, end } = this.columns;
    this.garbage += end[slot]! - first[slot]!;
    live[slot] = 0;
    this.ids[slot] = null;
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
  }

  private upsert(product: IndexedProduct, incremental: boolean) {
    let slot = this.slotOf.get(product.id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.newSlot();
      this.slotOf.set(product.id, slot);
    } else {
      if (incremental) this.unlist(slot);
      this.garbage += this.columns.end[slot]! - this.columns.first[slot]!;
    }
    this.ids[slot] = product.id;
    this.titleKeys[slot] = product.titleKey;
    const c = this.columns;
    c.live[slot] = 1;
    c.category[slot] = product.category;
    c.brand[slot] = product.brand;
    c.price[slot] = product.price;
    this.storeVariants(slot, product.codes, product.prices);
    if (incremental) this.list(slot);
  }

  private newSlot(): number {
    const slot = this.ids.length;
    this.ids.push(null);
    this.titleKeys.push('');
    for (const name of COLUMNS) this.columns[name] = grown(this.columns[name], slot + 1);
    return slot;
  }

  private storeVariants(slot: number, codes: ArrayLike<number>, prices: ArrayLike<number>) {
    this.codes = grown(this.codes, this.used + codes.length);
    this.prices = grown(this.prices, this.used + codes.length);
    const c = this.columns;
    c.first[slot] = this.used;
    let sizesAll = 0;
    let coloursAll = 0;
    let sizesInStock = 0;
    let coloursInStock = 0;
    let minAll = 0x7fffffff;
    let maxAll = 0;
    let minInStock = 0x7fffffff;
    let maxInStock = 0;
    for (let at = 0; at < codes.length; at++) {
      const code = codes[at]!;
      const price = prices[at]!;
      this.codes[this.used] = code;
      this.prices[this.used++] = price;
      const sizeBit = 1 << sizeOf(code);
      const colourBit = 1 << colourOf(code);
      sizesAll |= sizeBit;
      coloursAll |= colourBit;
      minAll = Math.min(minAll, price);
      maxAll = Math.max(maxAll, price);
      if (code & IN_STOCK_BIT) {
        sizesInStock |= sizeBit;
        coloursInStock |= colourBit;
        minInStock = Math.min(minInStock, price);
        maxInStock = Math.max(maxInStock, price);
      }
    }
    c.end[slot] = this.used;
    c.sizesAll[slot] = sizesAll;
    c.coloursAll[slot] = coloursAll;
    c.sizesInStock[slot] = sizesInStock;
    c.coloursInStock[slot] = coloursInStock;
    c.minAll[slot] = minAll;
    c.maxAll[slot] = maxAll;
    c.minInStock[slot] = minInStock;
    c.maxInStock[slot] = maxInStock;
  }

  /** Copies the live products' variants together again once removals left too many holes. */
  private compactVariants() {
    const { first, end } = this.columns;
    const codes = this.codes;
    const prices = this.prices;
    this.codes = new Int32Array(Math.max(1024, this.used - this.garbage));
    this.prices = new Int32Array(this.codes.length);
    this.used = 0;
    this.garbage = 0;
    for (const slot of this.slotOf.values()) {
      const from = first[slot]!;
      const to = end[slot]!;
      this.codes.set(codes.subarray(from, to), this.used);
      this.prices.set(prices.subarray(from, to), this.used);
      first[slot] = this.used;
      this.used += to - from;
      end[slot] = this.used;
    }
  }
}

/** The first position in `order` whose slot does not sort before `slot`. */
function lowerBound(order: number[], slot: number, compare: (a: number, b: number) => number) {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(order[middle]!, slot) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
