import { Controller, useWatch } from 'react-hook-form';
import {
  BRANDS,
  CATEGORIES,
  ProductInputSchema,
  type Product,
  type ProductInput,
} from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_FORM_FIELDS,
  isProductFormComplete,
  productToFormValues,
} from '../lib/product-form-values';
import { ProductImageUpload } from './product-image-upload';
import { ProductSelectField } from './product-select-field';

interface ProductFormProps {
  /** The product being edited (edit mode), or null to add one (add mode). */
  editing: Product | null;
  pending: boolean;
  /** Rejects with the server's ApiError when the product is refused. */
  onSubmit: (product: ProductInput) => Promise<unknown>;
}

/**
 * Add or edit a product. Submit stays disabled until every field has a value. The contract's
 * ProductInputSchema checks the values before they are sent; a refusal, the browser's or the
 * server's, is toasted and shown beside the fields it concerns.
 */
export function ProductForm({ editing, pending, onSubmit }: ProductFormProps) {
  const form = useContractForm(ProductInputSchema, {
    defaultValues: editing ? productToFormValues(editing) : EMPTY_PRODUCT_FORM,
  });
  const values = useWatch({ control: form.control });
  const complete = isProductFormComplete(values);
  const { errors } = form.formState;

  const submit = submitHandler(form, PRODUCT_FORM_FIELDS, async (product) => {
    await onSubmit(product);
    form.reset();
  });

  const text = (name: 'title' | 'description') => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  // An empty number input reads as NaN, which the schema refuses as "Must be a number".
  const number = (name: 'price' | 'salePrice' | 'totalStock') => ({
    ...form.register(name, { valueAsNumber: true }),
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
            onChange={field.onChange}
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
              value={field.value ?? ''}
              onChange={field.onChange}
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
      <Button type="submit" disabled={!complete || pending}>
        {editing ? 'Edit' : 'Add'}
      </Button>
    </form>
  );
}
