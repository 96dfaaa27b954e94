/**
 * Lets at most `permits` tasks run at once; the others wait their turn in order. For work that
 * takes a lot of memory or CPU per task, where running more at once only makes all of them slow.
 */
export function createSemaphore(permits: number) {
  let free = permits;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
