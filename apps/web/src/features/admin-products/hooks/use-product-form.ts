import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ProductInputSchema,
  SIZE_SCALES,
  sortSizes,
  type CategoryId,
  type ColourId,
  type Product,
} from '@attire/contract';
import { useContractForm } from '@/lib/form/use-contract-form';
import {
  EMPTY_PRODUCT_FORM,
  imageColoursOf,
  productToFormValues,
} from '../lib/product-form-values';
import { gridVariants } from '../lib/variant-grid';

/**
 * The product form's state: the contract's form, plus the colour of each gallery image (which
 * the API keeps only as each colour's photo, so it lives beside the form's values). Sizes,
 * colours and the gallery change through these setters, which keep the stock grid and the
 * spec's `image` (the gallery's first) in step.
 */
export function useProductForm(editing: Product | null) {
  const form = useContractForm(ProductInputSchema, {
    defaultValues: editing ? productToFormValues(editing) : EMPTY_PRODUCT_FORM,
  });
  const [imageColours, setImageColours] = useState<Record<string, ColourId | undefined>>(() =>
    editing ? imageColoursOf(editing) : {},
  );
  const values = useWatch({ control: form.control });
  // After a refused submit, a change re-checks at once, as typing in a field does.
  const options = () => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const setDimensions = (sizes: string[], colours: ColourId[]) => {
    form.setValue('sizes', sizes, options());
    form.setValue('colours', colours, options());
    form.setValue('variants', gridVariants(sizes, colours, form.getValues('variants')), options());
  };

  return {
    form,
    values,
    imageColours,
    setSizes: (sizes: string[]) => setDimensions(sortSizes(sizes), form.getValues('colours') ?? []),
    setColours: (colours: ColourId[]) => setDimensions(form.getValues('sizes') ?? [], colours),
    /** A new category has another size scale: the sizes outside it go. */
    setCategory: (category: CategoryId) => {
      form.setValue('category', category, options());
      const scale = SIZE_SCALES[category];
      const sizes = form.getValues('sizes') ?? [];
      if (sizes.some((size) => !scale.includes(size))) {
        setDimensions(
          sizes.filter((size) => scale.includes(size)),
          form.getValues('colours') ?? [],
        );
      }
    },
    setImages: (images: string[]) => {
      form.setValue('images', images, options());
      form.setValue('image', images[0] ?? '', options());
    },
    setImageColour: (url: string, colour: ColourId | undefined) =>
      setImageColours((tags) => ({ ...tags, [url]: colour })),
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
