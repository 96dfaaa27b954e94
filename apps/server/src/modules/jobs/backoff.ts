const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * How long to wait before retrying a job whose `attempt`-th run failed: 10 s, 20 s, 40 s, ...
 * up to an hour, each drawn at random from the upper half of its step ("equal jitter"), so that
 * jobs that failed together (an SMTP server down) do not all come back at the same moment, while
 * each wait is still at least as long as the one before (until the cap).
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

export const RETRY_DELAY_LIMITS = { firstMs: FIRST_RETRY_MS, longestMs: LONGEST_RETRY_MS };
