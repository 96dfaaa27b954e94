import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { COLOURS, SIZE_SCALES, type CategoryId, type ColourId } from '@attire/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ColourSwatch } from './colour-swatch';

interface SizeColourFieldsProps {
  /** The chosen category, whose scale the sizes come from; undefined before one is chosen. */
  category: CategoryId | undefined;
  sizes: readonly string[];
  colours: readonly ColourId[];
  onSizesChange: (sizes: string[]) => void;
  onColoursChange: (colours: ColourId[]) => void;
  sizesError?: string;
  coloursError?: string;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((other) => other !== item);

// A native checkbox inside a chip: the chip shows the state, the checkbox gives keyboard and
// screen reader use for free.
function Chip({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:font-semibold has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
      <Checkbox
        className="sr-only"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Check className="hidden size-3.5 peer-checked:block" aria-hidden="true" />
      {children}
    </label>
  );
}

function Group({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

/**
 * What the product comes in: sizes from its category's scale, colours from the palette. With
 * neither, it is the spec's one-stock product.
 */
export function SizeColourFields({
  category,
  sizes,
  colours,
  onSizesChange,
  onColoursChange,
  sizesError,
  coloursError,
}: SizeColourFieldsProps) {
  return (
    <>
      <Group legend="Sizes" error={sizesError}>
        {category ? (
          SIZE_SCALES[category].map((size) => (
            <Chip
              key={size}
              checked={sizes.includes(size)}
              onChange={(on) => onSizesChange(toggled(sizes, size, on))}
            >
              {size}
            </Chip>
          ))
        ) : (
          <p className="text-sm text-muted-foreground">Choose a category to pick its sizes.</p>
        )}
      </Group>
      <Group legend="Colours" error={coloursError}>
        {COLOURS.map((colour) => (
          <Chip
            key={colour.id}
            checked={colours.includes(colour.id)}
            onChange={(on) => onColoursChange(toggled(colours, colour.id, on))}
          >
            <ColourSwatch colour={colour.id} />
            {colour.label}
          </Chip>
        ))}
      </Group>
    </>
  );
}
