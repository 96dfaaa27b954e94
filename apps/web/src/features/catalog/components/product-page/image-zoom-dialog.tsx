import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

interface ImageZoomDialogProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * The picture at full size over the page; Zoom in doubles it inside a box that scrolls (by
 * finger, wheel, or the arrow keys once the box has focus), so every part can be seen closely.
 */
export function ImageZoomDialog({ src, alt, onClose }: ImageZoomDialogProps) {
  const [zoomed, setZoomed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = () => {
    setZoomed((value) => !value);
    // Start a doubled picture at its middle, where the shopper was looking.
    requestAnimationFrame(() => {
      const element = box.current;
      if (!element) return;
      element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
      element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-[min(96vw,64rem)]! gap-3 p-3 sm:p-4"
        aria-describedby={undefined}
      >
        <DialogTitle className="pr-8 text-base">{alt}</DialogTitle>
        <div
          ref={box}
          tabIndex={0}
          role="region"
          aria-label="Zoomed picture"
          className="max-h-[calc(100dvh-10rem)] overflow-auto rounded-md bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img
            src={src}
            alt={alt}
            onClick={toggle}
            className={zoomed ? 'w-[200%] max-w-none cursor-zoom-out' : 'w-full cursor-zoom-in'}
          />
        </div>
        <Button variant="outline" className="w-fit" aria-pressed={zoomed} onClick={toggle}>
          {zoomed ? 'Zoom out' : 'Zoom in'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
