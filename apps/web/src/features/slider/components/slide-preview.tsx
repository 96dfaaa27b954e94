import { useEffect, useRef, useState } from 'react';
import { SLIDER_MESSAGES, type SliderImage } from '@attire/contract';
import { SlideWords } from './slide-words';

type Slide = Omit<SliderImage, 'id'>;

/**
 * One frame of the preview at its true size (`width` x `height`, as the home page's slider is
 * at that width), scaled down to fit the form: the words wrap exactly as they will.
 */
function PreviewFrame({
  caption,
  width,
  height,
  slide,
}: {
  caption: string;
  width: number;
  height: number;
  slide: Slide;
}) {
  const room = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const element = room.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / width);

  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
      <div ref={room} style={{ height: height * scale }} className="overflow-hidden">
        {/* A picture, not a control: the button in it leads nowhere from here. */}
        <div
          inert
          data-testid={`slide-preview-${width}`}
          className="@container relative origin-top-left overflow-hidden rounded-md bg-muted"
          style={{ width, height, transform: `scale(${scale})` }}
        >
          <img
            src={slide.sliderImage}
            alt=""
            className="absolute inset-0 size-full object-cover object-[90%_50%]"
          />
          <SlideWords {...slide} />
        </div>
      </div>
    </figure>
  );
}

/** The slide being added, as a computer and as a phone will show it (the phone crops it). */
export function SlidePreview({ slide }: { slide: Slide }) {
  return (
    <div className="grid gap-3">
      <PreviewFrame
        caption={SLIDER_MESSAGES.previewDesktop}
        width={1280}
        height={520}
        slide={slide}
      />
      <PreviewFrame caption={SLIDER_MESSAGES.previewPhone} width={390} height={280} slide={slide} />
    </div>
  );
}
