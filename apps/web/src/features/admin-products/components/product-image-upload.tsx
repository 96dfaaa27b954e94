import { useState } from 'react';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { useUploadImage } from '@/lib/upload-image';

interface ProductImageUploadProps {
  /** The uploaded image's URL, '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  /** Edit mode: the spec keeps a product's image as it is while editing. */
  disabled: boolean;
  error?: string;
}

/** Uploads the chosen or dropped file at once; the form keeps only the URL it gets back. */
export function ProductImageUpload({ value, onChange, disabled, error }: ProductImageUploadProps) {
  const upload = useUploadImage();
  const [fileName, setFileName] = useState<string>();

  const choose = (file: File) => {
    setFileName(file.name);
    onChange('');
    upload.mutate(file, { onSuccess: onChange });
  };
  const clear = () => {
    setFileName(undefined);
    upload.reset();
    onChange('');
  };

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
