import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSlider } from './use-slider';

export interface SlideControlsProps {
  count: number;
  index: number;
  setIndex: Dispatch<SetStateAction<number>>;
  /** Stopped with the pause button (or from the start, for less motion): the clock holds. */
  stopped: boolean;
  onToggleStopped: () => void;
}

const CONTROL = 'bg-white/85!';

/**
 * Whether the pointer is over the slider (the element around `inside`) or keyboard focus is in
 * it: the clock holds then, so a slide does not change under someone reading it or about to
 * press its button. Listened to here, with the clock, so the first paint needs none of it.
 */
function useHeld(inside: RefObject<HTMLElement | null>) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const element = inside.current?.parentElement;
    if (!element) return;
    const state = { hovered: false, focused: false };
    const hold = (change: Partial<typeof state>) => {
      Object.assign(state, change);
      setHeld(state.hovered || state.focused);
    };
    const listeners: [string, (event: Event) => void][] = [
      ['mouseenter', () => hold({ hovered: true })],
      ['mouseleave', () => hold({ hovered: false })],
      ['focusin', () => hold({ focused: true })],
      // Focus moving on to another of its buttons stays inside.
      [
        'focusout',
        (event) =>
          hold({ focused: element.contains((event as FocusEvent).relatedTarget as Node | null) }),
      ],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [inside]);
  return held;
}

/**
 * The slider's clock and buttons, in one row along its bottom edge, clear of the words:
 * previous, a dot per slide (the shown one marked as current), next, and pause or play. Loaded
 * after the first paint: the first picture and its words come first.
 */
export function SlideControls({
  count,
  index,
  setIndex,
  stopped,
  onToggleStopped,
}: SlideControlsProps) {
  const row = useRef<HTMLDivElement>(null);
  const held = useHeld(row);
  const { previous, next, goTo } = useSlider(count, held || stopped, setIndex);
  return (
    <div ref={row} className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
      <Button
        variant="outline"
        size="icon"
        className={CONTROL}
        onClick={previous}
        aria-label="Previous slide"
      >
        <ChevronLeft />
      </Button>
      <div className="flex rounded-full bg-black/45">
        {Array.from({ length: count }, (_, position) => (
          <button
            key={position}
            type="button"
            aria-label={`Slide ${position + 1} of ${count}`}
            aria-current={position === index}
            onClick={() => goTo(position)}
            // A 10 px dot in a 24 px target: the transparent border is the rest of the target.
            className={cn(
              'size-6 rounded-full border-7 border-transparent bg-clip-content outline-none focus-visible:ring-2 focus-visible:ring-white',
              position === index ? 'bg-white' : 'bg-white/50 hover:bg-white/80',
            )}
          />
        ))}
      </div>
      <Button
        variant="outline"
        size="icon"
        className={CONTROL}
        onClick={next}
        aria-label="Next slide"
      >
        <ChevronRight />
      </Button>
      <Button
        variant="outline"
        size="icon-sm"
        className={CONTROL}
        onClick={onToggleStopped}
        aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
      >
        {stopped ? <Play /> : <Pause />}
      </Button>
    </div>
  );
}
