/** A batch holds at most this many reads. */
const BATCH_MAX = 200;

interface Waiting<Key, Value> {
  key: Key;
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads one key at a time for its callers, and many at a time from the database: the reads
 * asked for in one turn of the event loop go in one statement, and while it is out, the reads
 * that arrive wait and then go in the next, one statement for them all. Under load that
 * replaces many round trips with one (sending a query was the largest cost of a request,
 * decision 0015). Each read is answered by a statement sent after it was asked for, so it sees
 * every change committed before its request: nothing is kept between batches.
 *
 * `readMany` answers the keys in the order given.
 */
export function batchedReads<Key, Value>(
  readMany: (keys: Key[]) => Promise<Value[]>,
): (key: Key) => Promise<Value> {
  let waiting: Waiting<Key, Value>[] = [];
  let running = false;

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH_MAX);
      waiting = waiting.slice(BATCH_MAX);
      try {
        const values = await readMany(batch.map((entry) => entry.key));
        batch.forEach((entry, at) => entry.resolve(values[at]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }

  return (key) =>
    new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (running) return;
      // Started once the requests that came in with this one have asked too: a server
      // that is busy reads many at a time, and they go out in one statement.
      running = true;
      setImmediate(() => void drain());
    });
}
