// What becomes of captures and refunds when the sandbox is asked to fail some: a share of each
// outcome, drawn from a generator seeded with `seed`, so that the same seed and the same
// sequence of calls give the same outcomes in every run. Captures and refunds draw from
// generators of their own, so that refunding does not shift which captures fail.

export const CAPTURE_OUTCOMES = ['DECLINED', 'PENDING', 'INSTRUMENT_DECLINED'] as const;
export const REFUND_OUTCOMES = ['PENDING', 'FAILED'] as const;

export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number] | 'COMPLETED';
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number] | 'COMPLETED';

export interface OutcomeOptions {
  /**
   * Shares (0 to 1, adding up to at most 1) of capture calls that decline (201, capture status
   * DECLINED), stay PENDING (201; settled later through the control route), or are refused with
   * 422 INSTRUMENT_DECLINED (nothing captured; the order stays APPROVED). The rest complete.
   */
  capture?: Partial<Record<(typeof CAPTURE_OUTCOMES)[number], number>>;
  /** Shares of refunds that stay PENDING or come back FAILED; the rest complete. */
  refund?: Partial<Record<(typeof REFUND_OUTCOMES)[number], number>>;
  seed?: number;
}

export function createOutcomes(options: OutcomeOptions = {}) {
  const seed = options.seed ?? 1;
  const captures = mulberry32(seed);
  const refunds = mulberry32(seed ^ 0x9e3779b9);
  return {
    capture: (): CaptureOutcome => pick(captures(), CAPTURE_OUTCOMES, options.capture ?? {}),
    refund: (): RefundOutcome => pick(refunds(), REFUND_OUTCOMES, options.refund ?? {}),
  };
}

export type Outcomes = ReturnType<typeof createOutcomes>;

/** Throws unless every share is between 0 and 1 and each kind's shares add up to at most 1. */
export function checkShares(options: OutcomeOptions) {
  for (const shares of [options.capture ?? {}, options.refund ?? {}]) {
    const values: number[] = Object.values(shares);
    const valid = values.every((share) => share >= 0 && share <= 1);
    if (!valid || values.reduce((sum, share) => sum + share, 0) > 1) {
      throw new Error('Outcome shares must be between 0 and 1 and add up to at most 1');
    }
  }
}

function pick<T extends string>(
  draw: number,
  names: readonly T[],
  shares: Partial<Record<T, number>>,
) {
  let below = 0;
  for (const name of names) {
    below += shares[name] ?? 0;
    if (draw < below) return name;
  }
  return 'COMPLETED' as const;
}

/** A small seeded generator of numbers in [0, 1): tests need repeatable, not secure, draws. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
