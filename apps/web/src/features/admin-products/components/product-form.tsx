import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, type Path } from 'react-hook-form';
import {
  BRANDS,
  CATEGORIES,
  CATEGORY_IDS,
  stillNeededMessage,
  type CategoryId,
  type Product,
  type ProductInput,
} from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SubmitRow } from '@/components/ui/submit-row';
import { submitHandler, type SubmittableForm } from '@/lib/form/submit';
import { useProductForm } from '../hooks/use-product-form';
import { withColourImages } from '../lib/gallery';
import {
  PRODUCT_FORM_FIELDS,
  missingProductFields,
  type ProductFormValues,
  type VariantFormValues,
} from '../lib/product-form-values';
import { gridErrorMessages, hasDetailErrors, isDetailPath } from '../lib/variant-errors';
import { ProductGallery } from './product-gallery';
import { ProductImageUpload } from './product-image-upload';
import { ProductSelectField } from './product-select-field';
import { SizeColourFields } from './size-colour-fields';
import { StockGrid } from './stock-grid';
import { TaxFields } from './tax-fields';
import { VariantDetails } from './variant-details';

interface ProductFormProps {
  /** The product being edited (edit mode), or null to add one (add mode). */
  editing: Product | null;
  pending: boolean;
  /** Rejects with the server's ApiError when the product is refused. */
  onSubmit: (product: ProductInput) => Promise<unknown>;
}

const isCategory = (value: string): value is CategoryId =>
  (CATEGORY_IDS as readonly string[]).includes(value);

/** Every field a server's refusal may name, down to each variant's own ("variants.2.sku"). */
function serverFields(variants: readonly unknown[] = []): Path<ProductFormValues>[] {
  const cells = variants.flatMap((_, index) =>
    (['sku', 'price', 'salePrice', 'totalStock'] as const).map(
      (field) => `variants.${index}.${field}` as const,
    ),
  );
  const tax = ['taxClass', 'hsn'] as const;
  return [...PRODUCT_FORM_FIELDS, ...tax, 'images', 'sizes', 'colours', 'variants', ...cells];
}

/**
 * Add or edit a product. Submit stays disabled until every field has a value (each cell of
 * the stock grid, once sizes or colours are chosen). The contract's ProductInputSchema checks
 * the values before they are sent; a refusal, the browser's or the server's, is toasted and
 * shown beside the fields it concerns.
 */
export function ProductForm({ editing, pending, onSubmit }: ProductFormProps) {
  const state = useProductForm(editing);
  const { form, values } = state;
  const [detailsOpen, setDetailsOpen] = useState(false);
  const missing = missingProductFields(values);
  const complete = missing.length === 0;
  const { errors } = form.formState;
  const variants = values.variants as VariantFormValues[] | undefined;
  const sizes = values.sizes ?? [];
  const colours = values.colours ?? [];
  const images = (values.images ?? []).filter((url): url is string => Boolean(url));

  // A refused SKU or price sits in the details panel: it opens before focus moves there.
  const withDetailsOpened: SubmittableForm<ProductFormValues, ProductInput> = {
    handleSubmit: (onValid, onInvalid) =>
      form.handleSubmit(onValid, async (refused, event) => {
        if (hasDetailErrors(refused.variants)) flushSync(() => setDetailsOpen(true));
        await onInvalid?.(refused, event);
      }),
    setError: (name, error, options) => {
      if (isDetailPath(name)) flushSync(() => setDetailsOpen(true));
      form.setError(name, error, options);
    },
  };
  const submit = submitHandler(withDetailsOpened, serverFields(variants), async (product) => {
    await onSubmit(withColourImages(product, state.imageColours));
    form.reset();
  });

  const text = (name: 'title' | 'description') => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  // An empty number input reads as NaN, which the schema refuses as "Must be a number".
  // Total Stock is dropped from the values while the grid stands in for it.
  const number = (name: 'price' | 'salePrice' | 'totalStock') => ({
    ...form.register(name, { valueAsNumber: true, shouldUnregister: name === 'totalStock' }),
    error: errors[name]?.message,
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <ProductImageUpload
        value={images[0] ?? ''}
        onChange={(url) => state.setImages(url ? [url, ...images.slice(1)] : images.slice(1))}
        disabled={editing !== null}
        error={errors.image?.message}
      />
      <FormField
        id="product-title"
        label="Title"
        placeholder="Enter product title"
        {...text('title')}
      />
      <FormField
        id="product-description"
        label="Description"
        placeholder="Enter product description"
        multiline
        {...text('description')}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <ProductSelectField
            id="product-category"
            label="Category"
            placeholder="Choose category"
            options={CATEGORIES}
            value={field.value ?? ''}
            // Radix also reports the form's reset (after a submit), with no category.
            onChange={(category) =>
              isCategory(category) ? state.setCategory(category) : field.onChange(category)
            }
            error={errors.category?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="brand"
        render={({ field }) => (
          <ProductSelectField
            id="product-brand"
            label="Brand"
            placeholder="Choose brand"
            options={BRANDS}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.brand?.message}
          />
        )}
      />
      <TaxFields
        control={form.control}
        register={form.register}
        category={values.category}
        errors={errors}
      />
      <FormField
        id="product-price"
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Enter product price"
        {...number('price')}
      />
      <FormField
        id="product-sale-price"
        label="Sale Price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Enter sale price (optional)"
        {...number('salePrice')}
      />
      <SizeColourFields
        category={values.category}
        sizes={sizes}
        colours={colours}
        onSizesChange={state.setSizes}
        onColoursChange={state.setColours}
        sizesError={errors.sizes?.message ?? errors.sizes?.root?.message}
        coloursError={errors.colours?.message ?? errors.colours?.root?.message}
      />
      {variants ? (
        <>
          <StockGrid
            control={form.control}
            variants={variants}
            sizes={sizes}
            colours={colours}
            errors={gridErrorMessages(errors.variants, variants)}
          />
          <VariantDetails
            control={form.control}
            variants={variants}
            open={detailsOpen}
            onOpenChange={setDetailsOpen}
          />
        </>
      ) : (
        <FormField
          id="product-total-stock"
          label="Total Stock"
          type="number"
          inputMode="numeric"
          min={0}
          step="1"
          placeholder="Enter total stock"
          {...number('totalStock')}
        />
      )}
      <ProductGallery
        images={images}
        colours={colours}
        imageColours={state.imageColours}
        pinFirst={editing !== null}
        onImagesChange={state.setImages}
        onImageColourChange={state.setImageColour}
        error={errors.images?.message ?? errors.images?.root?.message}
      />
      <SubmitRow hintId="product-missing" hint={complete ? null : stillNeededMessage(missing)}>
        <Button
          type="submit"
          disabled={!complete || pending}
          aria-describedby={complete ? undefined : 'product-missing'}
        >
          {editing ? 'Edit' : 'Add'}
        </Button>
      </SubmitRow>
    </form>
  );
}
