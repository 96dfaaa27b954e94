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
}

export function FiltersPanel({ filters, onToggle }: FiltersPanelProps) {
  return (
    <aside aria-labelledby="filters-title" className="rounded-lg border bg-background shadow-sm">
      <h2 id="filters-title" className="border-b p-4 text-lg font-extrabold">
        Filters
      </h2>
      <div className="grid grid-cols-2 gap-4 p-4 md:grid-cols-1">
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="grid gap-2">
            <legend className="mb-2 text-base font-bold">{group.title}</legend>
            {group.options.map((option) => {
              const id = `filter-${group.key}-${option.id}`;
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
    </aside>
  );
}
