import type { OrderRecord } from './records.js';

// PayPal lets an order that was never approved expire after three hours.
const UNAPPROVED_EXPIRY_MS = 3 * 60 * 60 * 1000;

interface IndexEntry {
  status: OrderRecord['status'];
  createdAt: number;
  updatedAt: number;
  captureIds: string[];
  createKey: string | undefined;
}

/**
 * What the sandbox keeps in memory: a few fields per stored order, enough to find an order by
 * capture or by the request that created it, and to choose which orders to forget. The orders
 * themselves stay on disk, so memory does not grow with what callers put in them.
 */
export function createOrderIndex(maxOrders: number) {
  const orders = new Map<string, IndexEntry>();
  const orderOfCapture = new Map<string, string>();
  const orderOfCreateKey = new Map<string, string>();

  function remove(id: string) {
    const entry = orders.get(id);
    if (!entry) return;
    for (const captureId of entry.captureIds) orderOfCapture.delete(captureId);
    if (entry.createKey) orderOfCreateKey.delete(entry.createKey);
    orders.delete(id);
  }

  function add(record: OrderRecord) {
    remove(record.id);
    const createKey = Object.entries(record.replies).find(([, reply]) => reply.kind === 'create');
    const entry: IndexEntry = {
      status: record.status,
      createdAt: Date.parse(record.createTime),
      updatedAt: Date.parse(record.updateTime),
      captureIds: record.captures?.map((capture) => capture.id) ?? [],
      createKey: createKey?.[0],
    };
    orders.set(record.id, entry);
    for (const captureId of entry.captureIds) orderOfCapture.set(captureId, record.id);
    if (entry.createKey) orderOfCreateKey.set(entry.createKey, record.id);
  }

  /** Settled and expired orders go first, then the rest; the oldest first within each. */
  function evictionOrder(now: number) {
    const keep = (entry: IndexEntry) =>
      entry.status === 'APPROVED' ||
      (entry.status === 'CREATED' && now - entry.updatedAt < UNAPPROVED_EXPIRY_MS);
    return (a: [string, IndexEntry], b: [string, IndexEntry]) =>
      Number(keep(a[1])) - Number(keep(b[1])) || a[1].createdAt - b[1].createdAt;
  }

  return {
    add,
    remove,
    /** Records a change to an order still indexed; an order forgotten meanwhile stays so. */
    update(record: OrderRecord) {
      if (orders.has(record.id)) add(record);
    },
    has: (id: string) => orders.has(id),
    size: () => orders.size,
    orderOfCapture: (captureId: string) => orderOfCapture.get(captureId),
    orderOfCreateKey: (key: string) => orderOfCreateKey.get(key),

    /** Forgets orders past maxOrders and says which, so that their files can go too. */
    evictExcess(now = Date.now()): string[] {
      const excess = orders.size - maxOrders;
      if (excess <= 0) return [];
      const victims = [...orders]
        .sort(evictionOrder(now))
        .slice(0, excess)
        .map(([id]) => id);
      victims.forEach(remove);
      return victims;
    },
  };
}

export type OrderIndex = ReturnType<typeof createOrderIndex>;
