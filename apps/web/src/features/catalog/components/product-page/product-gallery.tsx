import { imageSrcSet } from '@attire/contract';
import { ZoomIn } from 'lucide-react';
import { Suspense, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';
import { GalleryThumbnails } from './gallery-thumbnails';

// Radix's dialog downloads on the first zoom, not with the page.
const ImageZoomDialog = onDemand(() =>
  import('./image-zoom-dialog').then((m) => m.ImageZoomDialog),
);

interface ProductGalleryProps {
  title: string;
  images: string[];
  /** The picture on show (it follows the chosen colour). */
  image: string;
  onShow: (image: string) => void;
  /** The main picture's `sizes`: half the page on wide screens, all of a phone's width. */
  sizes: string;
}

/**
 * The main picture, magnified under a mouse pointer, with a Zoom button (and a tap on the
 * picture) for a full-size view; thumbnails below choose the picture.
 */
export function ProductGallery({ title, images, image, onShow, sizes }: ProductGalleryProps) {
  const [zoomOpen, setZoomOpen] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const magnify = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const openZoom = () => setZoomOpen(true);

  return (
    <div className="grid min-w-0 content-start gap-3">
      <div
        className="relative aspect-square cursor-zoom-in overflow-hidden rounded-lg bg-muted"
        onPointerMove={magnify}
        onPointerLeave={() => setLens(null)}
        onClick={openZoom}
      >
        <img
          src={image}
          srcSet={imageSrcSet(image)}
          sizes={sizes}
          alt={title}
          width={600}
          height={600}
          className="size-full object-cover"
          style={
            lens ? { transform: 'scale(2)', transformOrigin: `${lens.x}% ${lens.y}%` } : undefined
          }
        />
        <Button
          variant="secondary"
          size="icon"
          className="absolute right-3 bottom-3 rounded-full shadow"
          aria-label="Zoom in on the picture"
          onPointerEnter={ImageZoomDialog.preload}
          onFocus={ImageZoomDialog.preload}
          onClick={(event) => {
            event.stopPropagation();
            openZoom();
          }}
        >
          <ZoomIn />
        </Button>
      </div>
      <GalleryThumbnails images={images} image={image} onShow={onShow} />
      {zoomOpen && (
        <Suspense fallback={null}>
          <ImageZoomDialog.Component src={image} alt={title} onClose={() => setZoomOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
