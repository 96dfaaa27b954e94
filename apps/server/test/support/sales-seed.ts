// A shop's few months of orders for the sales report's tests, made up in plain objects first
// (the model the slow restatement reads) and then written to the database as checkout, refunds
// and returns leave them: orders paid at all hours of India's day, often just after its
// midnight (placed the evening before), discounts, shipping, refunds of lines, of everything
// and of amounts on later days (some completing after midnight, some pending or failed),
// returns, repeat customers, and orders never paid, which must not count.
import { randomUUID } from 'node:crypto';

export interface SeedLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  title: string;
  size: string | null;
  colour: string | null;
  pricePaise: number;
  quantity: number;
  discountPaise: number;
}

export interface SeedOrder {
  id: string;
  userId: string;
  placedAt: Date;
  /** When its payment was recorded ('paid' event); null: never paid. */
  paidAt: Date | null;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  lines: SeedLine[];
}

export interface SeedRefund {
  id: string;
  orderId: string;
  amountPaise: number;
  shippingPaise: number;
  state: 'pending' | 'completed' | 'failed';
  createdAt: Date;
  completedAt: Date | null;
  items: { orderItemId: string; quantity: number; amountPaise: number }[];
}

/** What can be bought: a variant of a product, or a line whose product was deleted. */
export interface SeedCatalogueEntry {
  productId: string | null;
  variantId: string | null;
  title: string;
  size: string | null;
  colour: string | null;
  pricePaise: number;
}

export interface SalesSeed {
  orders: SeedOrder[];
  refunds: SeedRefund[];
}

const HOUR = 3_600_000;
const INDIA_OFFSET = 5.5 * HOUR;

/** The instant `minutes` after India's midnight that starts `day`. */
export function indiaInstant(day: string, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET + minutes * 60_000);
}

/** A small seeded generator (mulberry32), so that every run makes the same shop. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const indiaDayOfInstant = (instant: Date) =>
  new Date(instant.getTime() + INDIA_OFFSET).toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
}

/** A time of India's day, most often in its first hour, where a UTC day would misfile it. */
function minuteOfDay(random: ReturnType<typeof generator>): number {
  const roll = random.next();
  if (roll < 0.3) return random.int(0, 59);
  if (roll < 0.4) return random.int(23 * 60, 24 * 60 - 1);
  return random.int(60, 23 * 60 - 1);
}

/** The order's discount spread over its lines by value, the remainder on the largest line. */
function spreadDiscount(lines: SeedLine[], discountPaise: number): void {
  const subtotal = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  let given = 0;
  for (const line of lines) {
    line.discountPaise = Math.floor((discountPaise * line.pricePaise * line.quantity) / subtotal);
    given += line.discountPaise;
  }
  const largest = lines.reduce((a, b) =>
    b.pricePaise * b.quantity > a.pricePaise * a.quantity ? b : a,
  );
  largest.discountPaise += discountPaise - given;
}

const chargedFor = (line: SeedLine) => line.pricePaise * line.quantity - line.discountPaise;

/**
 * `count` orders over India's days `firstDay` onwards (a day in nine has none) by `userIds`
 * (the first few buy far more often), about four in five paid, a third of those refunded.
 */
export function makeSalesSeed(options: {
  userIds: string[];
  catalogue: SeedCatalogueEntry[];
  firstDay: string;
  days: number;
  count: number;
  seed?: number;
}): SalesSeed {
  const random = generator(options.seed ?? 29);
  const seed: SalesSeed = { orders: [], refunds: [] };
  for (let index = 0; index < options.count; index += 1) {
    let dayIndex = random.int(0, options.days - 1);
    if (dayIndex % 9 === 4) dayIndex += 1;
    const paidAt = indiaInstant(addDays(options.firstDay, dayIndex), minuteOfDay(random));
    const users = options.userIds;
    const userId = random.next() < 0.5 ? users[random.int(0, 4)]! : random.pick(users);
    const lines: SeedLine[] = [];
    for (let count = random.int(1, 3); lines.length < count;) {
      const entry = random.pick(options.catalogue);
      if (lines.some((line) => line.variantId === entry.variantId && line.title === entry.title))
        continue;
      lines.push({ ...entry, id: randomUUID(), quantity: random.int(1, 3), discountPaise: 0 });
    }
    const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
    const discountPaise =
      random.next() < 0.35 ? Math.floor((subtotalPaise * random.pick([10, 15, 20])) / 100) : 0;
    if (discountPaise > 0) spreadDiscount(lines, discountPaise);
    const paid = random.next() < 0.8;
    const order: SeedOrder = {
      id: randomUUID(),
      userId,
      placedAt: new Date(paidAt.getTime() - random.int(1, 90) * 60_000),
      paidAt: paid ? paidAt : null,
      subtotalPaise,
      discountPaise,
      shippingPaise: random.next() < 0.4 ? 4900 : 0,
      lines,
    };
    seed.orders.push(order);
    if (paid && random.next() < 0.35) seed.refunds.push(...refundsOf(order, random));
  }
  return seed;
}

/** One or two refunds of a paid order, on later days. */
function refundsOf(order: SeedOrder, random: ReturnType<typeof generator>): SeedRefund[] {
  const total = order.subtotalPaise - order.discountPaise + order.shippingPaise;
  // Made 1 to 20 days after the payment, a quarter of them in India's last half hour.
  const madeOn = addDays(indiaDayOfInstant(order.paidAt!), random.int(1, 20));
  const minute = random.next() < 0.25 ? random.int(23 * 60 + 30, 24 * 60 - 1) : minuteOfDay(random);
  const createdAt = indiaInstant(madeOn, minute);
  const settle = (refund: Omit<SeedRefund, 'id' | 'orderId' | 'state' | 'completedAt'>) => {
    const roll = random.next();
    const state: SeedRefund['state'] = roll < 0.8 ? 'completed' : roll < 0.9 ? 'pending' : 'failed';
    // Some complete a few minutes after they were made, across India's midnight.
    const completedAt =
      state === 'completed'
        ? new Date(refund.createdAt.getTime() + random.int(1, 40) * 60_000)
        : null;
    return { ...refund, id: randomUUID(), orderId: order.id, state, completedAt };
  };
  const kind = random.pick(['line', 'whole', 'amount'] as const);
  if (kind === 'whole') {
    const items = order.lines.map((line) => ({
      orderItemId: line.id,
      quantity: line.quantity,
      amountPaise: chargedFor(line),
    }));
    return [settle({ amountPaise: total, shippingPaise: order.shippingPaise, createdAt, items })];
  }
  if (kind === 'amount') {
    const amountPaise = random.int(100, Math.min(50_000, total));
    return [settle({ amountPaise, shippingPaise: 0, createdAt, items: [] })];
  }
  const line = random.pick(order.lines);
  const quantity = random.int(1, line.quantity);
  const amountPaise = Math.floor((chargedFor(line) * quantity) / line.quantity);
  const refunded = settle({
    amountPaise,
    shippingPaise: 0,
    createdAt,
    items: [{ orderItemId: line.id, quantity, amountPaise }],
  });
  // Now and then a second, smaller refund of an amount a few days later.
  const left = total - amountPaise;
  if (left < 200 || random.next() < 0.6) return [refunded];
  const later = new Date(createdAt.getTime() + random.int(1, 5) * 24 * HOUR);
  const more = settle({
    amountPaise: random.int(100, left - 100),
    shippingPaise: 0,
    createdAt: later,
    items: [],
  });
  return [refunded, more];
}
