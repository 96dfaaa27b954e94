import { useEffect, useRef, useState } from 'react';
import { LIMITS, type ColourId } from '@attire/contract';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { useUploadImage } from '@/lib/upload-image';
import { moveItem } from '../lib/gallery';
import { GalleryImageItem, type GalleryAction } from './gallery-image-item';

interface ProductGalleryProps {
  images: readonly string[];
  /** The product's colours, which an image may be tagged with. */
  colours: readonly ColourId[];
  imageColours: Readonly<Record<string, ColourId | undefined>>;
  /** Edit mode: the spec keeps the product's image, the gallery's first, as it is. */
  pinFirst: boolean;
  onImagesChange: (images: string[]) => void;
  onImageColourChange: (url: string, colour: ColourId | undefined) => void;
  error?: string;
}

/**
 * The product's pictures in display order, the first being its image. Each can move up or down
 * (buttons, so the keyboard can reorder), be removed, and be tagged with one of the product's
 * colours: a colour's first picture is the one the shop shows for it.
 */
export function ProductGallery({
  images,
  colours,
  imageColours,
  pinFirst,
  onImagesChange,
  onImageColourChange,
  error,
}: ProductGalleryProps) {
  const upload = useUploadImage();
  const [fileName, setFileName] = useState<string>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the list has re-rendered: a moved item's buttons move with it.
  const [focusNext, setFocusNext] = useState<string>();
  const full = images.length >= LIMITS.productMaxImages;

  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(undefined);
    buttons.current.get(focusNext)?.focus();
  }, [focusNext]);

  const lowest = pinFirst ? 1 : 0;
  const act = (index: number, action: GalleryAction) => {
    const url = images[index] ?? '';
    if (action === 'remove') {
      onImagesChange(images.filter((_, at) => at !== index));
      const neighbour = images[index + 1] ?? images[index - 1];
      setFocusNext(neighbour === undefined ? undefined : `${neighbour}:remove`);
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    onImagesChange(moveItem(images, index, to));
    // At an end, the pressed button is disabled: its opposite keeps the focus.
    const atEnd = action === 'up' ? to === lowest : to === images.length - 1;
    setFocusNext(`${url}:${atEnd ? (action === 'up' ? 'down' : 'up') : action}`);
  };

  const add = (file: File) => {
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: (url) => {
        onImagesChange([...images, url]);
        setFileName(undefined);
      },
    });
  };

  return (
    <section aria-labelledby="gallery-heading" className="grid gap-3">
      <h3 id="gallery-heading" className="text-sm font-medium">
        Gallery
      </h3>
      {images.length > 0 && (
        <ol className="grid gap-2">
          {images.map((url, index) => (
            <GalleryImageItem
              key={url}
              url={url}
              position={index + 1}
              colours={colours}
              colour={imageColours[url]}
              can={{
                up: index > lowest,
                down: index >= lowest && index < images.length - 1,
                remove: index >= lowest,
              }}
              onAction={(action) => act(index, action)}
              onColourChange={(colour) => onImageColourChange(url, colour)}
              buttonRef={(action) => (button) => {
                if (button) buttons.current.set(`${url}:${action}`, button);
                else buttons.current.delete(`${url}:${action}`);
              }}
            />
          ))}
        </ol>
      )}
      <ImageDropZone
        id="product-gallery"
        label="Add Gallery Image"
        hint={full ? `A product has at most ${LIMITS.productMaxImages} images` : undefined}
        disabled={full}
        fileName={fileName}
        uploading={upload.isPending}
        error={upload.error?.message ?? error}
        onFile={add}
        onRemove={() => {
          setFileName(undefined);
          upload.reset();
        }}
      />
    </section>
  );
}
