import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HERO_IMAGE_SIZES, LIMITS, imageSrcSet } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSliderImages } from '../api/fetch-slider-images';
import { useSlider } from './use-slider';

const FRAME = 'relative h-[220px] w-full overflow-hidden sm:h-[380px] lg:h-[520px]';

/** The home carousel: cross-fades (1000 ms) between the admin's slider images. */
export function HeroSlider() {
  const { data: images = [], isPending } = useSliderImages();
  const [hovered, setHovered] = useState(false);
  const [focusedInside, setFocusedInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, previous, next } = useSlider(images.length, hovered || focusedInside || stopped);

  const current = images[index];

  if (isPending) return <Skeleton className={cn(FRAME, 'rounded-none!')} />;
  if (images.length === 0) {
    return (
      <div
        className={cn(FRAME, 'flex items-center justify-center bg-primary text-primary-foreground')}
      >
        <p className="text-3xl font-extrabold sm:text-5xl">New season at Attire</p>
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className={FRAME}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard users get the same pause as the mouse while focus is on its buttons.
      onFocus={() => setFocusedInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedInside(false);
      }}
    >
      {images.map((image, position) => (
        <img
          key={image.id}
          src={image.sliderImage}
          srcSet={imageSrcSet(image.sliderImage)}
          sizes={HERO_IMAGE_SIZES}
          alt={`Slide ${position + 1} of ${images.length}`}
          aria-hidden={position !== index}
          width={1600}
          height={520}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity ease-in-out',
            position === index ? 'opacity-100' : 'opacity-0',
          )}
          style={{ transitionDuration: `${LIMITS.sliderFadeMs}ms` }}
        />
      ))}
      {current?.link && (
        // The slide's words say where it leads; the whole picture is the way there.
        <Link
          to={current.link}
          aria-label={`Shop this collection (slide ${index + 1} of ${images.length})`}
          className="absolute inset-0 focus-visible:outline-4 focus-visible:-outline-offset-4"
        />
      )}
      {images.length > 1 && (
        <>
          <Button
            variant="outline"
            size="icon"
            className="absolute top-1/2 left-4 -translate-y-1/2 bg-white/80!"
            onClick={previous}
            aria-label="Previous slide"
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="absolute top-1/2 right-4 -translate-y-1/2 bg-white/80!"
            onClick={next}
            aria-label="Next slide"
          >
            <ChevronRight />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            className="absolute right-4 bottom-4 bg-white/80!"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          >
            {stopped ? <Play /> : <Pause />}
          </Button>
        </>
      )}
    </section>
  );
}
