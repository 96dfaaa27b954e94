import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@attire/contract';

/**
 * The home slider's clock: advances every 3000 ms and wraps around. A manual previous or next
 * pauses it for 5000 ms (spec, sections 4 and 9): the pause stands in for the wait before the
 * next move, so the first automatic advance comes 5000 ms after the click, then every 3000 ms.
 * `paused` (hover, focus inside or the pause button) holds it indefinitely.
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

  // Each manual move restarts the hold (the counter changes even when already held). When it
  // ends the slider moves on at once, unless it is paused for another reason.
  const pausedNow = useRef(paused);
  pausedNow.current = paused;
  useEffect(() => {
    if (manualHold === 0) return;
    const timer = setTimeout(() => {
      if (!pausedNow.current && count > 1) setIndex((current) => (current + 1) % count);
      setManualHold(0);
    }, LIMITS.sliderManualPauseMs);
    return () => clearTimeout(timer);
  }, [manualHold, count]);

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
