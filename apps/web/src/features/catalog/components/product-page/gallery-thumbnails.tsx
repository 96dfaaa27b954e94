import { imageSrcSet } from '@attire/contract';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface GalleryThumbnailsProps {
  images: string[];
  image: string;
  onShow: (image: string) => void;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** A button per picture; the arrow keys also move along them, showing each in turn. */
export function GalleryThumbnails({ images, image, onShow }: GalleryThumbnailsProps) {
  if (images.length < 2) return null;
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + images.length) % images.length;
    const list = event.currentTarget.closest('ul');
    list?.querySelectorAll('button')[next]?.focus();
    const picture = images[next];
    if (picture) onShow(picture);
  };
  return (
    <ul aria-label="Pictures" className="flex gap-2 overflow-x-auto p-1">
      {images.map((src, index) => (
        <li key={`${index}-${src}`} className="shrink-0">
          <button
            type="button"
            aria-label={`Picture ${index + 1} of ${images.length}`}
            aria-pressed={src === image}
            onClick={() => onShow(src)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'block size-16 overflow-hidden rounded-md border-2 border-transparent outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              src === image && 'border-primary',
            )}
          >
            <img
              src={src}
              srcSet={imageSrcSet(src)}
              sizes="64px"
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-full bg-muted object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
