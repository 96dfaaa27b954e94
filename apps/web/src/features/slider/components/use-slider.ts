import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { LIMITS } from '@attire/contract';

/**
 * The home slider's clock, moving the shown slide (`setIndex`, kept by the slider, which shows
 * the first picture before this code has loaded): advances every 3000 ms and wraps around. A
 * manual previous, next or dot pauses it for 5000 ms (spec, sections 4 and 9): the pause stands
 * in for the wait before the next move, so the first automatic advance comes 5000 ms after the
 * click, then every 3000 ms. `paused` (hover, focus inside or the pause button) holds it
 * indefinitely.
 */
export function useSlider(
  count: number,
  paused: boolean,
  setIndex: Dispatch<SetStateAction<number>>,
) {
  const [manualHold, setManualHold] = useState(0);

  useEffect(() => {
    if (count < 2 || manualHold > 0 || paused) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      LIMITS.sliderAutoAdvanceMs,
    );
    return () => clearInterval(timer);
  }, [count, manualHold, paused, setIndex]);

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
  }, [manualHold, count, setIndex]);

  // A manual choice (previous, next or a dot) shows the slide `to` picks and restarts the hold.
  const show = (to: (current: number) => number) => {
    if (count === 0) return;
    setIndex((current) => (to(current) + count) % count);
    setManualHold((hold) => hold + 1);
  };

  return {
    previous: () => show((current) => current - 1),
    next: () => show((current) => current + 1),
    goTo: (position: number) => show(() => position),
  };
}
