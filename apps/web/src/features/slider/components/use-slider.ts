import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@attire/contract';

/**
 * The home slider's clock: advances every 3000 ms and wraps around; a manual previous or next
 * holds it for 5000 ms, after which it resumes its 3000 ms rhythm. `paused` (hover, focus or
 * the pause button) holds it indefinitely.
 */
export function useSlider(count: number, paused = false) {
  const [index, setIndex] = useState(0);
  const [manualHold, setManualHold] = useState(0);

  useEffect(() => {
    if (count < 2 || manualHold > 0 || paused) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      LIMITS.sliderAutoAdvanceMs,
    );
    return () => clearInterval(timer);
  }, [count, manualHold, paused]);

  // Each manual move restarts the hold (the counter changes even when already held).
  useEffect(() => {
    if (manualHold === 0) return;
    const timer = setTimeout(() => setManualHold(0), LIMITS.sliderManualPauseMs);
    return () => clearTimeout(timer);
  }, [manualHold]);

  const move = useCallback(
    (step: number) => {
      if (count === 0) return;
      setIndex((current) => (current + step + count) % count);
      setManualHold((hold) => hold + 1);
    },
    [count],
  );

  return {
    index: count === 0 ? 0 : index % count,
    previous: useCallback(() => move(-1), [move]),
    next: useCallback(() => move(1), [move]),
  };
}
