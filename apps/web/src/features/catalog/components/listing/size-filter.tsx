import { ALL_SIZES } from '@attire/contract';
import { cn } from '@/lib/cn';
import type { FilterKey } from '../../lib/filters';
import { FacetCount } from './facet-count';

interface SizeFilterProps {
  selected: readonly string[];
  countOf: ((id: string) => number) | undefined;
  onToggle: (key: FilterKey, id: string) => void;
  idPrefix: string;
}

/**
 * Sizes as chips, smallest first. Of the 23 sizes of every scale only those some product would
 * match are offered (and any already chosen), so men's shirts do not list shoe sizes.
 */
export function SizeFilter({ selected, countOf, onToggle, idPrefix }: SizeFilterProps) {
  const sizes = ALL_SIZES.filter(
    (size) => selected.includes(size) || (countOf !== undefined && countOf(size) > 0),
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-base font-bold">Size</legend>
      {countOf && sizes.length === 0 && (
        <p className="text-sm text-muted-foreground">No sizes to choose from.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const id = `${idPrefix}-size-${size.replace(/\s+/g, '-')}`;
          const checked = selected.includes(size);
          const count = countOf?.(size);
          return (
            <label key={size} htmlFor={id} className="relative cursor-pointer">
              {/* The native checkbox keeps keyboard and screen readers; the chip shows it. */}
              <input
                id={id}
                type="checkbox"
                className="peer sr-only"
                checked={checked}
                aria-label={size}
                aria-describedby={count === undefined ? undefined : `${id}-count`}
                onChange={() => onToggle('size', size)}
              />
              <span
                className={cn(
                  'flex h-9 min-w-11 items-center justify-center gap-1 rounded-md border px-2 text-sm font-medium whitespace-nowrap transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                  checked
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background hover:bg-accent',
                )}
              >
                {size}
                <FacetCount id={`${id}-count`} count={count} onPrimary={checked} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
