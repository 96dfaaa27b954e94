import { useState } from 'react';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { useUploadImage } from '@/lib/upload-image';

interface ProductImageUploadProps {
  /** The product's image (the gallery's first), '' when there is none. */
  value: string;
  /** A new image takes the first place; '' removes the first. */
  onChange: (url: string) => void;
  /** Edit mode: the spec keeps a product's image as it is while editing. */
  disabled: boolean;
  error?: string;
}

/** Uploads the chosen or dropped file at once; the form keeps only the URL it gets back. */
export function ProductImageUpload({ value, onChange, disabled, error }: ProductImageUploadProps) {
  const upload = useUploadImage();
  const [chosen, setChosen] = useState<{ name: string; url?: string }>();

  const choose = (file: File) => {
    setChosen({ name: file.name });
    upload.mutate(file, {
      onSuccess: (url) => {
        setChosen({ name: file.name, url });
        onChange(url);
      },
    });
  };
  const clear = () => {
    // Dismissing a refused file keeps the picture that was there.
    const refused = upload.isError;
    setChosen(undefined);
    upload.reset();
    if (value && !refused) onChange('');
  };
  // The file's name belongs to the picture it uploaded: a reordered gallery has another first.
  const fileName =
    chosen && (chosen.url === undefined || chosen.url === value) ? chosen.name : undefined;

  return (
    <ImageDropZone
      id="product-image"
      disabled={disabled}
      fileName={fileName}
      previewUrl={value || undefined}
      uploading={upload.isPending}
      error={upload.error?.message ?? error}
      onFile={choose}
      onRemove={clear}
    />
  );
}
