import { BRANDS, CATEGORIES, type ListingFacets } from '@attire/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { FilterKey, Filters } from '../../lib/filters';
import { ColourFilter } from './colour-filter';
import { facetCounts } from './facet-count';
import { OptionFilter } from './option-filter';
import { PriceFilter } from './price-filter';
import { SizeFilter } from './size-filter';

/** What every filter control needs: the choices, the counts, and the ways to change them. */
export interface FilterControlsProps {
  filters: Filters;
  /** The counts of the newest reply; undefined until the listing first answers. */
  facets: ListingFacets | undefined;
  onToggle: (key: FilterKey, id: string) => void;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}

interface FilterGroupsProps extends FilterControlsProps {
  /** Keeps ids unique when the phone's drawer and the desktop panel are both in the page. */
  idPrefix?: string;
}

/** Every filter group; the desktop panel and the phone's drawer share them. */
export function FilterGroups({
  filters,
  facets,
  onToggle,
  onChange,
  idPrefix = 'filter',
}: FilterGroupsProps) {
  const shared = { onToggle, idPrefix };
  const inStockId = `${idPrefix}-in-stock`;
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-6 md:grid-cols-1">
      <OptionFilter
        {...shared}
        filterKey="category"
        title="Category"
        options={CATEGORIES}
        selected={filters.category ?? []}
        countOf={facetCounts(facets, 'category')}
      />
      <OptionFilter
        {...shared}
        filterKey="brand"
        title="Brand"
        options={BRANDS}
        selected={filters.brand ?? []}
        countOf={facetCounts(facets, 'brand')}
      />
      <div className="col-span-2 grid gap-6 md:col-span-1">
        <SizeFilter
          {...shared}
          selected={filters.size ?? []}
          countOf={facetCounts(facets, 'size')}
        />
        <ColourFilter
          {...shared}
          selected={filters.colour ?? []}
          countOf={facetCounts(facets, 'colour')}
        />
        <PriceFilter
          idPrefix={idPrefix}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          price={facets?.price}
          onChange={onChange}
        />
        <fieldset>
          <legend className="mb-2 text-base font-bold">Availability</legend>
          <div className="flex items-center gap-2">
            <Checkbox
              id={inStockId}
              checked={filters.inStock ?? false}
              onChange={(event) => onChange({ inStock: event.currentTarget.checked || undefined })}
            />
            <Label htmlFor={inStockId} className="font-medium">
              In stock only
            </Label>
          </div>
        </fieldset>
      </div>
    </div>
  );
}
