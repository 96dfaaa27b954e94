import { isLive, stateAt } from './expiry.js';
import type { OrderRecord } from './records.js';

interface IndexEntry {
  record: Pick<OrderRecord, 'status' | 'createTime' | 'approveTime'>;
  createdAt: number;
  /** A capture or refund still PENDING, which a later settlement needs to find. */
  pending: boolean;
  captureIds: string[];
  refundIds: string[];
  createKey: string | undefined;
}

/**
 * What the sandbox keeps in memory: a few fields per stored order, enough to find an order by
 * capture, by refund or by the request that created it, and to choose which orders to forget.
 * The orders themselves stay on disk, so memory does not grow with what callers put in them.
 */
export function createOrderIndex(maxOrders: number, expiryMs: number) {
  const orders = new Map<string, IndexEntry>();
  const orderOf = new Map<string, string>();
  const orderOfCreateKey = new Map<string, string>();

  function remove(id: string) {
    const entry = orders.get(id);
    if (!entry) return;
    for (const other of [...entry.captureIds, ...entry.refundIds]) orderOf.delete(other);
    if (entry.createKey) orderOfCreateKey.delete(entry.createKey);
    orders.delete(id);
  }

  /** Indexes the order; its create request id only while PayPal would still know it. */
  function add(record: OrderRecord, now: number) {
    remove(record.id);
    const captures = record.captures ?? [];
    const refunds = captures.flatMap((capture) => capture.refunds);
    const createKey = Object.entries(record.replies).find(
      ([, reply]) => reply.kind === 'create' && isLive(reply, now),
    );
    const entry: IndexEntry = {
      record: {
        status: record.status,
        createTime: record.createTime,
        approveTime: record.approveTime,
      },
      createdAt: Date.parse(record.createTime),
      pending: [...captures, ...refunds].some((payment) => payment.status === 'PENDING'),
      captureIds: captures.map((capture) => capture.id),
      refundIds: refunds.map((refund) => refund.id),
      createKey: createKey?.[0],
    };
    orders.set(record.id, entry);
    for (const other of [...entry.captureIds, ...entry.refundIds]) orderOf.set(other, record.id);
    if (entry.createKey) orderOfCreateKey.set(entry.createKey, record.id);
  }

  /** Settled and expired orders go first, then the rest; the oldest first within each. */
  function evictionOrder(now: number) {
    const keep = ({ record, pending }: IndexEntry) => {
      const state = stateAt(record, now, expiryMs);
      return pending || ['CREATED', 'PAYER_ACTION_REQUIRED', 'APPROVED'].includes(state);
    };
    return (a: [string, IndexEntry], b: [string, IndexEntry]) =>
      Number(keep(a[1])) - Number(keep(b[1])) || a[1].createdAt - b[1].createdAt;
  }

  return {
    add,
    remove,
    /** Records a change to an order still indexed; an order forgotten meanwhile stays so. */
    update(record: OrderRecord, now: number) {
      if (orders.has(record.id)) add(record, now);
    },
    has: (id: string) => orders.has(id),
    size: () => orders.size,
    /** The order a capture or a refund belongs to. */
    orderOf: (paymentId: string) => orderOf.get(paymentId),
    orderOfCreateKey: (key: string) => orderOfCreateKey.get(key),

    /** Forgets orders past maxOrders and says which, so that their files can go too. */
    evictExcess(now: number): string[] {
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
