import {
  CreateSliderImageSchema,
  FORM_MESSAGES,
  SLIDER_MESSAGES,
  UI_MESSAGES,
  stillNeededMessage,
} from '@attire/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { SubmitRow } from '@/components/ui/submit-row';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useUploadImage } from '@/lib/upload-image';
import { useAddSliderImage } from '../api/add-slider-image';
import { SlidePreview } from './slide-preview';

/** What the admin types; the image's URL comes from the upload. */
const SlideFieldsSchema = CreateSliderImageSchema.omit({ sliderImage: true });
const FIELDS = ['heading', 'subheading', 'actionLabel', 'link'] as const;
const UPLOAD_INPUT_ID = 'slider-image';
const HINT_ID = 'slider-missing';
const SIZE_HINT_ID = 'slider-size';

// A blank field means "no link": the contract's rule (a page of the shop) applies only to text.
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Two steps, as in the back office the spec describes: the file is uploaded as soon as it is
 * chosen (so the admin sees it), then Add Slider Image puts its URL on the home-page slider with
 * the optional words laid over it and link to a page of the shop. Once uploaded, the picture is
 * previewed with its words as a computer and as a phone will show it.
 */
export function SliderImageUploader() {
  const upload = useUploadImage();
  const add = useAddSliderImage();
  const form = useContractForm(SlideFieldsSchema);
  const [fileName, setFileName] = useState<string>();
  const url = upload.data;
  // What the preview shows, as it is typed.
  const typed = form.watch();
  // Why Add Slider Image is disabled, in words: the image it waits for.
  const hint = upload.isPending
    ? FORM_MESSAGES.uploadInProgress
    : url
      ? null
      : stillNeededMessage([FORM_MESSAGES.missingImage]);

  const choose = (file: File) => {
    setFileName(file.name);
    upload.mutate(file);
  };
  const clear = () => {
    setFileName(undefined);
    upload.reset();
  };
  const submit = submitHandler(form, FIELDS, async (words) => {
    if (!url) return;
    // Words left blank are undefined here, so they are not sent.
    await add.mutateAsync({ sliderImage: url, ...words });
    clear();
    form.reset();
    toast({ title: UI_MESSAGES.sliderImageAdded });
    // Add Slider Image disables itself until the next upload: keyboard focus goes to where
    // that next upload starts instead of falling to the page.
    document.getElementById(UPLOAD_INPUT_ID)?.focus();
  });

  return (
    <section
      aria-labelledby="slider-upload-heading"
      aria-describedby={SIZE_HINT_ID}
      className="grid w-full max-w-3xl gap-4 rounded-lg border bg-background p-4 shadow-sm"
    >
      <h2 id="slider-upload-heading" className="text-lg font-semibold">
        Upload Slider Image
      </h2>
      <p id={SIZE_HINT_ID} className="text-sm text-muted-foreground">
        {SLIDER_MESSAGES.pictureSize}
      </p>
      <form
        onSubmit={(event) => {
          if (add.isPending) event.preventDefault();
          else void submit(event);
        }}
        className="grid gap-4"
        noValidate
      >
        <ImageDropZone
          id={UPLOAD_INPUT_ID}
          fileName={fileName}
          previewUrl={url}
          uploading={upload.isPending}
          error={upload.error?.message}
          onFile={choose}
          onRemove={clear}
        />
        <FormField
          id="slider-heading"
          label="Heading (optional)"
          placeholder="Men's Essentials"
          autoComplete="off"
          error={form.formState.errors.heading?.message}
          {...form.register('heading')}
        />
        <FormField
          id="slider-subheading"
          label="Subheading (optional)"
          placeholder="New season: tees, jeans & jackets"
          autoComplete="off"
          error={form.formState.errors.subheading?.message}
          {...form.register('subheading')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="slider-link"
            label="Link (optional)"
            placeholder="/shop/listing?category=men"
            autoComplete="off"
            spellCheck={false}
            error={form.formState.errors.link?.message}
            {...form.register('link', { setValueAs: blankAsAbsent })}
          />
          <div className="grid content-start gap-1">
            <FormField
              id="slider-action"
              label="Button label (optional)"
              placeholder="Shop men"
              autoComplete="off"
              error={form.formState.errors.actionLabel?.message}
              {...form.register('actionLabel')}
            />
            <p id="slider-action-note" className="text-sm text-muted-foreground">
              {SLIDER_MESSAGES.buttonNeedsLink}
            </p>
          </div>
        </div>
        {url && <SlidePreview slide={{ sliderImage: url, ...typed }} />}
        {/* Not disabled while sending: a disabled button would drop keyboard focus. */}
        <SubmitRow hintId={HINT_ID} hint={hint}>
          <Button
            type="submit"
            disabled={!url || upload.isPending}
            aria-disabled={add.isPending || undefined}
            aria-describedby={hint ? HINT_ID : undefined}
          >
            {add.isPending ? 'Adding...' : 'Add Slider Image'}
          </Button>
        </SubmitRow>
      </form>
    </section>
  );
}
