import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { HERO_IMAGE_SIZES, LIMITS, imageSrcSet } from '@attire/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSliderImages } from '../api/fetch-slider-images';
import type { SlideControlsProps } from './slide-controls';
import { SlideWords } from './slide-words';

const FRAME = 'relative h-[280px] w-full overflow-hidden sm:h-[380px] lg:h-[520px]';

// The clock and the buttons are not needed for the first paint (the picture and its words are).
// Code that cannot be downloaded (after the one reload of stale-chunks.ts) leaves the slider on
// its first slide, rather than the page to its error boundary.
const SlideControls = lazy<ComponentType<SlideControlsProps>>(() =>
  import('./slide-controls').then(
    (module) => ({ default: module.SlideControls }),
    () => ({ default: () => null }),
  ),
);

/**
 * The home carousel: cross-fades (1000 ms) between the admin's slides, each a picture with its
 * words over it; the controls sit along the bottom edge, clear of the words.
 */
export function HeroSlider() {
  const { data: images = [], isPending } = useSliderImages();
  const [shown, setShown] = useState(0);
  // No slideshow for whoever asked for less motion: Play starts it.
  const [stopped, setStopped] = useState(
    () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );

  const count = images.length;
  const index = shown % (count || 1);
  const current = images[index];

  if (isPending) return <Skeleton className={cn(FRAME, 'rounded-none!')} />;
  if (!current) {
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
      className={cn(FRAME, '@container')}
    >
      {images.map((image, position) => (
        <img
          key={image.id}
          src={image.sliderImage}
          srcSet={imageSrcSet(image.sliderImage)}
          sizes={HERO_IMAGE_SIZES}
          alt={`Slide ${position + 1} of ${count}`}
          aria-hidden={position !== index}
          width={1600}
          height={640}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
          // The products stand right of the middle: a phone's crop keeps that part.
          className={cn(
            'absolute inset-0 size-full object-cover object-[90%_50%] transition-opacity ease-in-out motion-reduce:transition-none',
            position === index ? 'opacity-100' : 'opacity-0',
          )}
          style={{ transitionDuration: `${LIMITS.sliderFadeMs}ms` }}
        />
      ))}
      {current.link && !current.actionLabel && (
        // A slide without a button of its own (older ones have their words in the picture).
        <Link
          to={current.link}
          aria-label={`Shop this collection (slide ${index + 1} of ${count})`}
          className="absolute inset-0 focus-visible:outline-4 focus-visible:-outline-offset-4"
        />
      )}
      <SlideWords {...current} />
      {count > 1 && (
        <Suspense>
          <SlideControls
            count={count}
            index={index}
            setIndex={setShown}
            stopped={stopped}
            onToggleStopped={() => setStopped((value) => !value)}
          />
        </Suspense>
      )}
    </section>
  );
}
