import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CATEGORY_TAX, TAX_CLASSES, TAX_CLASS_LABELS, type CategoryId } from '@attire/contract';
import { FormField } from '@/components/ui/form-field';
import type { ProductFormValues } from '../lib/product-form-values';
import { ProductSelectField } from './product-select-field';

const TAX_OPTIONS = TAX_CLASSES.map((id) => ({ id, label: TAX_CLASS_LABELS[id] }));

interface TaxFieldsProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  category: CategoryId | undefined;
  errors: FieldErrors<ProductFormValues>;
}

/**
 * How GST applies to the product. Both may stay empty: the server then takes the category's
 * default (the contract's CATEGORY_TAX), which the placeholders name.
 */
export function TaxFields({ control, register, category, errors }: TaxFieldsProps) {
  const fallback = category ? CATEGORY_TAX[category] : undefined;
  return (
    <>
      <Controller
        control={control}
        name="taxClass"
        render={({ field }) => (
          <ProductSelectField
            id="product-tax-class"
            label="Tax class"
            placeholder={
              fallback
                ? `Category default: ${TAX_CLASS_LABELS[fallback.taxClass]}`
                : "The category's default"
            }
            options={TAX_OPTIONS}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.taxClass?.message}
          />
        )}
      />
      <FormField
        id="product-hsn"
        label="HSN code"
        inputMode="numeric"
        placeholder={
          fallback ? `${fallback.hsn} (the category's default)` : "The category's default"
        }
        {...register('hsn', {
          // Left empty, the category's default applies: sent as absent, not as "".
          setValueAs: (value: unknown) =>
            typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined,
        })}
        error={errors.hsn?.message}
      />
    </>
  );
}
