/** `work`'s result, or a rejection if it has none within `ms` (the work itself goes on). */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => {}); // a late failure, after the deadline answered, is not unhandled
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
