import { Controller, useForm, useWatch } from 'react-hook-form';
import { BRANDS, CATEGORIES, type Product } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_FORM_FIELDS,
  formValuesToProductBody,
  isProductFormComplete,
  productToFormValues,
  type ProductBody,
  type ProductFormValues,
} from '../lib/product-form-values';
import { ProductImageUpload } from './product-image-upload';
import { ProductSelectField } from './product-select-field';

interface ProductFormProps {
  /** The product being edited (edit mode), or null to add one (add mode). */
  editing: Product | null;
  pending: boolean;
  /** Rejects with the server's ApiError when the product is refused. */
  onSubmit: (body: ProductBody) => Promise<unknown>;
}

/**
 * Add or edit a product. Submit stays disabled until every field has a value. The server is
 * the judge of the values: its failure is toasted for the whole app, and its field errors are
 * also shown beside the fields they concern.
 */
export function ProductForm({ editing, pending, onSubmit }: ProductFormProps) {
  const form = useForm<ProductFormValues>({
    defaultValues: editing ? productToFormValues(editing) : EMPTY_PRODUCT_FORM,
  });
  const values = useWatch({ control: form.control });
  const complete = isProductFormComplete(values);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    try {
      await onSubmit(formValuesToProductBody(fields));
      form.reset(EMPTY_PRODUCT_FORM);
    } catch (error) {
      showFieldErrors(error);
    }
  });

  function showFieldErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      const name = PRODUCT_FORM_FIELDS.find((known) => known === field);
      if (name && messages[0]) form.setError(name, { message: messages[0] });
    }
  }

  const text = (name: keyof ProductFormValues) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message,
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ProductImageUpload
            value={field.value}
            onChange={(url) => {
              form.clearErrors('image');
              field.onChange(url);
            }}
            disabled={editing !== null}
            error={errors.image?.message}
          />
        )}
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
      {(['category', 'brand'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <ProductSelectField
              id={`product-${name}`}
              label={name === 'category' ? 'Category' : 'Brand'}
              placeholder={name === 'category' ? 'Choose category' : 'Choose brand'}
              options={name === 'category' ? CATEGORIES : BRANDS}
              value={field.value}
              onChange={(value) => {
                form.clearErrors(name);
                field.onChange(value);
              }}
              error={errors[name]?.message}
            />
          )}
        />
      ))}
      <FormField
        id="product-price"
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Enter product price"
        {...text('price')}
      />
      <FormField
        id="product-sale-price"
        label="Sale Price"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Enter sale price (optional)"
        {...text('salePrice')}
      />
      <FormField
        id="product-total-stock"
        label="Total Stock"
        type="number"
        inputMode="numeric"
        min={0}
        step="1"
        placeholder="Enter total stock"
        {...text('totalStock')}
      />
      <Button type="submit" disabled={!complete || pending}>
        {editing ? 'Edit' : 'Add'}
      </Button>
    </form>
  );
}
