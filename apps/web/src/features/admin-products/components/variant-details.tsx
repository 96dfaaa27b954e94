import { ChevronDown } from 'lucide-react';
import { Controller, type Control } from 'react-hook-form';
import type { ProductInput } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { ProductFormValues, VariantFormValues } from '../lib/product-form-values';
import { cellLabel } from '../lib/variant-grid';

interface VariantDetailsProps {
  control: Control<ProductFormValues, unknown, ProductInput>;
  variants: readonly VariantFormValues[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const PANEL_ID = 'variant-details-panel';

/** An empty text box means "none": the server then makes the SKU, or uses the product's price. */
const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/**
 * Each variant's SKU, price and sale price, all optional, behind a disclosure: most products
 * sell every size at one price and let the server name the SKUs.
 */
export function VariantDetails({ control, variants, open, onOpenChange }: VariantDetailsProps) {
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => onOpenChange(!open)}
        className="justify-between"
      >
        SKU and price of each size and colour
        <ChevronDown
          className={cn('transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </Button>
      {open && (
        <div id={PANEL_ID} className="grid gap-3">
          {variants.map((variant, index) => {
            const label = cellLabel(variant);
            return (
              // The SKU (after the legend) takes a whole row, the two prices share the next.
              <fieldset
                key={`${index}-${label}`}
                className="grid grid-cols-2 gap-3 rounded-md border p-3 [&>:nth-child(2)]:col-span-2"
              >
                <legend className="px-1 text-sm font-semibold">{label}</legend>
                <Controller
                  control={control}
                  name={`variants.${index}.sku`}
                  render={({ field, fieldState }) => (
                    <FormField
                      id={`variant-${index}-sku`}
                      label="SKU"
                      placeholder="Made when empty"
                      autoComplete="off"
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? ''}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(optionalText(event.target.value))}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                {(['price', 'salePrice'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={`variants.${index}.${name}`}
                    render={({ field, fieldState }) => (
                      <FormField
                        id={`variant-${index}-${name}`}
                        label={name === 'price' ? 'Price' : 'Sale Price'}
                        placeholder="As product"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="0.01"
                        ref={field.ref}
                        name={field.name}
                        value={
                          field.value === undefined || Number.isNaN(field.value) ? '' : field.value
                        }
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(optionalNumber(event.target.value))}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                ))}
              </fieldset>
            );
          })}
        </div>
      )}
    </div>
  );
}
