import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { FilterKey } from '../../lib/filters';
import { FacetCount } from './facet-count';

interface OptionFilterProps {
  filterKey: FilterKey;
  title: string;
  options: readonly { id: string; label: string }[];
  selected: readonly string[];
  /** Products per value; undefined until the listing has answered once. */
  countOf: ((id: string) => number) | undefined;
  onToggle: (key: FilterKey, id: string) => void;
  idPrefix: string;
}

/**
 * One group of labelled checkboxes with their counts (category, brand). A value no product
 * would match is disabled rather than hidden, so the list does not jump; a chosen one never is.
 */
export function OptionFilter(props: OptionFilterProps) {
  const { filterKey, title, options, selected, countOf, onToggle, idPrefix } = props;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-base font-bold">{title}</legend>
      {options.map((option) => {
        const id = `${idPrefix}-${filterKey}-${option.id}`;
        const checked = selected.includes(option.id);
        const count = countOf?.(option.id);
        return (
          <div key={option.id} className="flex min-w-0 items-center gap-2">
            <Checkbox
              id={id}
              checked={checked}
              disabled={count === 0 && !checked}
              aria-describedby={count === undefined ? undefined : `${id}-count`}
              onChange={() => onToggle(filterKey, option.id)}
            />
            <Label htmlFor={id} className="min-w-0 font-medium break-words">
              {option.label}
            </Label>
            <FacetCount id={`${id}-count`} count={count} className="ml-auto pl-1" />
          </div>
        );
      })}
    </fieldset>
  );
}
