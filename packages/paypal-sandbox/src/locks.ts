/**
 * Runs tasks that share a key one after another, in the order they were asked for: two captures
 * of one order must not both see it approved, and two writes of one file must not cross.
 */
export function createLocks() {
  // The last task queued for each key; an entry goes once its queue is empty.
  const tails = new Map<string, Promise<void>>();

  return {
    exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
      const run = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },

    /** Resolves once every task queued so far has finished. */
    async idle(): Promise<void> {
      await Promise.all(tails.values());
    },
  };
}

export type Locks = ReturnType<typeof createLocks>;
