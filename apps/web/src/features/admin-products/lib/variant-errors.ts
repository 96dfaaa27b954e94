import type { FieldErrors } from 'react-hook-form';
import type { ProductFormValues, VariantFormValues } from './product-form-values';
import { cellLabel } from './variant-grid';

type VariantErrors = FieldErrors<ProductFormValues>['variants'];

// Shown beside their own inputs in the SKU and prices panel.
const DETAIL_FIELDS = ['sku', 'price', 'salePrice'] as const;

/**
 * The messages the stock grid shows: about the variants as a whole (the schema's, under
 * `root` beside registered cells, or the server's, on `variants` itself), then each cell's
 * stock, named by its size and colour.
 */
export function gridErrorMessages(
  errors: VariantErrors,
  variants: readonly VariantFormValues[],
): string[] {
  if (!errors) return [];
  const whole = [errors.message, errors.root?.message];
  const cells = variants.flatMap((variant, index) => {
    const cell = errors[index];
    const messages = [
      cell?.message,
      cell?.totalStock?.message,
      cell?.size?.message,
      cell?.colour?.message,
    ];
    return messages.filter(Boolean).map((message) => `${cellLabel(variant)}: ${message}`);
  });
  return [...new Set([...whole, ...cells].filter((message): message is string => !!message))];
}

/** Whether a variant's SKU or price is refused, so that the panel holding them must open. */
export function hasDetailErrors(errors: VariantErrors): boolean {
  if (!errors || !Array.isArray(errors)) return false;
  return errors.some((cell) => DETAIL_FIELDS.some((field) => cell?.[field]));
}

/** Field paths of the refusals that concern a variant's SKU or price ("variants.3.sku"). */
export const isDetailPath = (path: string) => /^variants\.\d+\.(sku|price|salePrice)$/.test(path);
