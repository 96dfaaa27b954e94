import { CATALOG_UI_MESSAGES, type ListingFacets } from '@attire/contract';
import { useEffect, useRef, useState, type FormEvent, type FocusEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toPrice, type Filters } from '../../lib/filters';

interface PriceFilterProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  price: ListingFacets['price'] | undefined;
  onChange: (patch: Partial<Filters>) => void;
  idPrefix: string;
}

type Range = { minPrice: number | undefined; maxPrice: number | undefined };

/** Reads both boxes: a range to apply, or the message saying what is wrong. */
export function readPriceRange(form: HTMLFormElement): Range | { error: string } {
  const bounds: (number | undefined)[] = [];
  for (const name of ['minPrice', 'maxPrice']) {
    const input = form.elements.namedItem(name) as HTMLInputElement;
    // A number box reports text it cannot read ("1e") as empty; validity tells them apart.
    if (input.validity.badInput) return { error: CATALOG_UI_MESSAGES.priceInvalid };
    if (input.value.trim() === '') {
      bounds.push(undefined);
      continue;
    }
    const value = toPrice(input.value);
    if (value === undefined) return { error: CATALOG_UI_MESSAGES.priceInvalid };
    bounds.push(value);
  }
  const [minPrice, maxPrice] = bounds;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { error: CATALOG_UI_MESSAGES.priceRangeReversed };
  }
  return { minPrice, maxPrice };
}

// No ₹ (the legend says it): the narrow desktop panel then shows 12,999 whole.
const placeholder = (value: number | undefined, round: (n: number) => number) =>
  value === undefined ? undefined : round(value).toLocaleString('en-IN');

/** Shows an applied bound in its box, unless the box already says it (then typing goes on). */
function showBound(input: HTMLInputElement | null, value: number | undefined) {
  if (!input || input === document.activeElement) return;
  if (toPrice(input.value) !== value) input.value = value === undefined ? '' : String(value);
}

interface PriceBoundProps {
  id: string;
  label: string;
  name: keyof Range;
  value: number | undefined;
  placeholder: string | undefined;
  /** The message that says what is wrong with the range, when something is. */
  errorId: string | undefined;
}

function PriceBound({ id, label, name, value, placeholder, errorId }: PriceBoundProps) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

/**
 * Two number boxes in rupees, applied with Enter, the Apply button, or on leaving the group
 * (not on every keystroke: a half-typed 1,500 would fetch for 1, 15 and 150).
 */
export function PriceFilter({ minPrice, maxPrice, price, onChange, idPrefix }: PriceFilterProps) {
  const [error, setError] = useState<string | null>(null);
  const errorId = `${idPrefix}-price-error`;
  // Placeholders show the range on offer; a listing with no match has none to show.
  const known = price && price.max > 0 ? price : undefined;
  const form = useRef<HTMLFormElement>(null);

  // The range may change elsewhere (Clear filters, the drawer, Back): the boxes follow it.
  useEffect(() => {
    const elements = form.current?.elements;
    showBound(elements?.namedItem('minPrice') as HTMLInputElement | null, minPrice);
    showBound(elements?.namedItem('maxPrice') as HTMLInputElement | null, maxPrice);
  }, [minPrice, maxPrice]);

  const apply = (form: HTMLFormElement) => {
    const range = readPriceRange(form);
    if ('error' in range) {
      setError(range.error);
      return;
    }
    setError(null);
    if (range.minPrice !== minPrice || range.maxPrice !== maxPrice) onChange(range);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      apply(event.currentTarget);
    }
  };
  const described = error ? errorId : undefined;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} onBlur={onBlur} className="min-w-0">
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-base font-bold">Price (₹)</legend>
        <div className="grid grid-cols-2 gap-2">
          <PriceBound
            id={`${idPrefix}-min-price`}
            label="Min price"
            name="minPrice"
            value={minPrice}
            placeholder={placeholder(known?.min, Math.floor)}
            errorId={described}
          />
          <PriceBound
            id={`${idPrefix}-max-price`}
            label="Max price"
            name="maxPrice"
            value={maxPrice}
            placeholder={placeholder(known?.max, Math.ceil)}
            errorId={described}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" variant="outline" size="sm" className="justify-self-start">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}
