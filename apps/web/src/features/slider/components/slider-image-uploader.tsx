import { UI_MESSAGES } from '@attire/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { toast } from '@/lib/toast';
import { useUploadImage } from '@/lib/upload-image';
import { useAddSliderImage } from '../api/add-slider-image';

/**
 * Two steps, as in the back office the spec describes: the file is uploaded as soon as it is
 * chosen (so the admin sees it), then Add Slider Image puts its URL on the home-page slider.
 */
export function SliderImageUploader() {
  const upload = useUploadImage();
  const add = useAddSliderImage();
  const [fileName, setFileName] = useState<string>();
  const url = upload.data;

  const choose = (file: File) => {
    setFileName(file.name);
    upload.mutate(file);
  };
  const clear = () => {
    setFileName(undefined);
    upload.reset();
  };
  const save = () => {
    if (!url) return;
    add.mutate(url, {
      onSuccess: () => {
        clear();
        toast({ title: UI_MESSAGES.sliderImageAdded });
      },
    });
  };

  return (
    <section
      aria-labelledby="slider-upload-heading"
      className="grid w-full max-w-xl gap-4 rounded-lg border bg-background p-4 shadow-sm"
    >
      <h2 id="slider-upload-heading" className="text-lg font-semibold">
        Upload Slider Image
      </h2>
      <ImageDropZone
        id="slider-image"
        fileName={fileName}
        previewUrl={url}
        uploading={upload.isPending}
        error={upload.error?.message}
        onFile={choose}
        onRemove={clear}
      />
      <Button onClick={save} disabled={!url || add.isPending || upload.isPending}>
        {add.isPending ? 'Adding...' : 'Add Slider Image'}
      </Button>
    </section>
  );
}
