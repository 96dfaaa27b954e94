import { BRANDS, CATEGORIES } from '@attire/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { FilterKey, Filters } from '../../lib/filters';

const GROUPS: {
  key: FilterKey;
  title: string;
  options: readonly { id: string; label: string }[];
}[] = [
  { key: 'category', title: 'Category', options: CATEGORIES },
  { key: 'brand', title: 'Brand', options: BRANDS },
];

interface FiltersPanelProps {
  filters: Filters;
  onToggle: (key: FilterKey, id: string) => void;
  /** Keeps ids unique when the phone's drawer and the desktop panel are both in the page. */
  idPrefix?: string;
}

/** The checkboxes of both filter groups; the desktop panel and the phone's drawer share them. */
export function FilterGroups({ filters, onToggle, idPrefix = 'filter' }: FiltersPanelProps) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-1">
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="grid gap-2">
          <legend className="mb-2 text-base font-bold">{group.title}</legend>
          {group.options.map((option) => {
            const id = `${idPrefix}-${group.key}-${option.id}`;
            return (
              <div key={option.id} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={filters[group.key]?.includes(option.id) ?? false}
                  onChange={() => onToggle(group.key, option.id)}
                />
                <Label htmlFor={id} className="font-medium">
                  {option.label}
                </Label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** The desktop's panel beside the grid (phones open the same groups in a drawer). */
export function FiltersPanel(props: FiltersPanelProps) {
  return (
    <aside
      aria-labelledby="filters-title"
      className="hidden self-start rounded-lg border bg-background shadow-sm md:block"
    >
      <h2 id="filters-title" className="border-b p-4 text-lg font-extrabold">
        Filters
      </h2>
      <div className="p-4">
        <FilterGroups {...props} />
      </div>
    </aside>
  );
}
