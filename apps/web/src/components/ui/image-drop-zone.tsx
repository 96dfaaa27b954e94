import { CloudUpload, FileImage, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { Skeleton } from './skeleton';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

interface ImageDropZoneProps {
  id: string;
  label?: string;
  hint?: string;
  disabled?: boolean;
  /** The chosen file's name, while one is chosen. */
  fileName?: string;
  uploading?: boolean;
  error?: string;
  /** The uploaded (or current) image, shown instead of the hint. */
  previewUrl?: string;
  onFile: (file: File) => void;
  /** Offered beside a chosen file; leave out to offer no Remove button. */
  onRemove?: () => void;
  className?: string;
}

/**
 * Choose an image by click, keyboard or drag and drop. Presentational only: the caller uploads
 * the file and reports progress through `uploading`, `error` and `previewUrl`. The real file
 * input stays in the tab order (visually hidden), so keyboard users open the picker with it.
 */
export function ImageDropZone({
  id,
  label = 'Upload Image',
  hint = 'Drag & drop or click to upload image',
  disabled = false,
  fileName,
  uploading = false,
  error,
  previewUrl,
  onFile,
  onRemove,
  className,
}: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = Boolean(fileName || previewUrl);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div
        data-testid={`${id}-zone`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-lg border-2 border-dashed p-4 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring has-[input:focus-visible]:ring-offset-2',
          dragging && 'border-primary bg-muted',
          // Not faded: its text must stay readable (contrast) while it says why it is disabled.
          disabled && 'border-solid bg-muted/50',
        )}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again still reports a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        {chosen ? (
          <div className="flex items-center gap-3">
            {uploading ? (
              <Skeleton className="size-16 shrink-0" />
            ) : previewUrl ? (
              <img
                src={previewUrl}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-md bg-muted object-cover"
              />
            ) : (
              <FileImage className="size-8 shrink-0 text-primary" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium">{fileName ?? 'Current image'}</p>
              <p id={hintId} className="text-muted-foreground" aria-live="polite">
                {uploading
                  ? 'Uploading image...'
                  : disabled
                    ? 'Image cannot be changed'
                    : previewUrl
                      ? 'Uploaded'
                      : hint}
              </p>
            </div>
            {onRemove && !disabled && !uploading && (
              <button
                type="button"
                onClick={onRemove}
                aria-label="Remove file"
                className="rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        ) : (
          // The input above is what keyboards and screen readers use; this area is the mouse's.
          <div
            onClick={() => !disabled && inputRef.current?.click()}
            className={cn(
              'flex h-32 flex-col items-center justify-center gap-2 text-center text-sm',
              disabled ? 'cursor-not-allowed' : 'cursor-pointer',
            )}
          >
            <CloudUpload className="size-10 text-muted-foreground" aria-hidden="true" />
            <span id={hintId}>{hint}</span>
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
