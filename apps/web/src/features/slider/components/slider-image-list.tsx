import { SLIDER_MESSAGES, UI_MESSAGES, type SliderImage } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeleteSliderImage } from '../api/delete-slider-image';
import { useSliderImages } from '../api/fetch-slider-images';

/** A slide's words as the admin typed them, or that it has none. */
function SlideWordsSummary({ slide }: { slide: SliderImage }) {
  const { heading, subheading, actionLabel } = slide;
  if (!heading && !subheading && !actionLabel) return <span>{SLIDER_MESSAGES.noWords}</span>;
  return (
    <>
      {heading && <span className="font-semibold break-words">{heading}</span>}
      {subheading && <span className="break-words">{subheading}</span>}
      {actionLabel && <span>Button: {actionLabel}</span>}
    </>
  );
}

/** The slides the shop's home page shows, their words, where each leads, and a one-click Delete. */
export function SliderImageList() {
  const { data: images = [], isPending } = useSliderImages();
  const remove = useDeleteSliderImage();

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: (message) => toast({ title: message ?? UI_MESSAGES.sliderImageDeleted }),
    });

  return (
    <section aria-labelledby="slider-images-heading" className="grid gap-4">
      <h2 id="slider-images-heading" className="text-lg font-semibold">
        Slider Images
      </h2>
      {isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : images.length === 0 ? (
        <p className="text-muted-foreground">{UI_MESSAGES.noSliderImages}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {images.map((image, index) => {
            const name = `Slider image ${index + 1}`;
            const deleting = remove.isPending && remove.variables === image.id;
            return (
              <li
                key={image.id}
                className="overflow-hidden rounded-lg border bg-background shadow-sm"
              >
                <img
                  src={image.sliderImage}
                  alt={name}
                  width={1600}
                  height={640}
                  loading="lazy"
                  decoding="async"
                  // Wide like the pictures the form asks for, so a banner is not cropped to a tile.
                  className="aspect-[5/2] h-auto w-full bg-muted object-cover"
                />
                <div className="flex items-center justify-between gap-2 p-3">
                  <div className="grid min-w-0 gap-1 text-sm">
                    <span className="text-muted-foreground">{name}</span>
                    <SlideWordsSummary slide={image} />
                    {/* Wrapped anywhere: a long link must not widen the page on a phone. */}
                    <span className="break-all">
                      {image.link ? `Links to ${image.link}` : 'No link'}
                    </span>
                  </div>
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={deleting}
                    onClick={() => onDelete(image.id)}
                  >
                    Delete <span className="sr-only">{name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
