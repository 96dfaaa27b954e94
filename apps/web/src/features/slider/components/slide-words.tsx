import { Link } from 'react-router';
import type { SliderImage } from '@attire/contract';
import { Button } from '@/components/ui/button';

type Words = Pick<SliderImage, 'heading' | 'subheading' | 'actionLabel' | 'link'>;

/**
 * A slide's words and button laid over its picture, on a scrim that darkens the left, where
 * pictures keep no products (they stand right of the middle, where a phone still shows them).
 * The button shows only on a slide with a link. Nothing at all for a slide without words.
 *
 * Sized by the slide's own width (container queries), not the window's: the admin's form
 * previews the same words in a 1280 px and a 390 px frame on one screen.
 */
export function SlideWords({ heading, subheading, actionLabel, link }: Words) {
  const action = link && actionLabel;
  if (!heading && !subheading && !action) return null;
  return (
    <div className="absolute inset-0 flex flex-col items-start justify-center gap-2 bg-linear-to-r from-black/70 via-black/40 to-transparent to-70% p-4 pr-[50%] pb-16 text-white text-shadow-sm @2xl:gap-3 @2xl:px-10 @2xl:pr-[45%] @5xl:px-16 @5xl:pb-20">
      {heading && (
        <h2 className="text-2xl/tight font-extrabold break-words @2xl:text-4xl/tight @5xl:text-6xl/tight">
          {heading}
        </h2>
      )}
      {subheading && <p className="text-sm @2xl:text-lg">{subheading}</p>}
      {action && (
        <Button asChild variant="secondary" size="lg" className="mt-1 text-shadow-none">
          <Link to={link}>{actionLabel}</Link>
        </Button>
      )}
    </div>
  );
}
