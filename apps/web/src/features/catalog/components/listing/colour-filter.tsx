import { COLOURS } from '@attire/contract';
import type { FilterKey } from '../../lib/filters';
import { ColourSwatch } from './colour-swatch';
import { FacetCount } from './facet-count';

interface ColourFilterProps {
  selected: readonly string[];
  countOf: ((id: string) => number) | undefined;
  onToggle: (key: FilterKey, id: string) => void;
  idPrefix: string;
}

/**
 * The palette as labelled swatches: each is a native checkbox (hidden visually, so keyboard
 * and screen readers work as for any checkbox) drawn as the colour with its name and count.
 */
export function ColourFilter({ selected, countOf, onToggle, idPrefix }: ColourFilterProps) {
  return (
    // Two columns in the phone's drawer halve its length; one in the narrow desktop panel.
    <fieldset className="grid min-w-0 grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
      <legend className="mb-2 text-base font-bold">Colour</legend>
      {COLOURS.map((colour) => {
        const id = `${idPrefix}-colour-${colour.id}`;
        const checked = selected.includes(colour.id);
        const count = countOf?.(colour.id);
        const disabled = count === 0 && !checked;
        return (
          <div key={colour.id} className="flex min-w-0 items-center gap-2">
            <label
              htmlFor={id}
              className="relative flex min-w-0 cursor-pointer items-center gap-2 text-sm font-medium has-disabled:cursor-not-allowed has-disabled:opacity-50"
            >
              <input
                id={id}
                type="checkbox"
                className="peer sr-only"
                checked={checked}
                disabled={disabled}
                aria-describedby={count === undefined ? undefined : `${id}-count`}
                onChange={() => onToggle('colour', colour.id)}
              />
              <ColourSwatch
                colour={colour.id}
                checked={checked}
                className="peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring"
              />
              <span className="break-words">{colour.label}</span>
            </label>
            <FacetCount id={`${id}-count`} count={count} className="ml-auto pl-1" />
          </div>
        );
      })}
    </fieldset>
  );
}
