import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { hasFilters } from '../../lib/filters';
import { FilterGroups, type FilterControlsProps } from './filter-groups';

/** The desktop's panel beside the grid (phones open the same groups in a drawer). */
export function FiltersPanel(props: FilterControlsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const clear = () => {
    props.onClear();
    // Clear filters goes away with the filters: keep the keyboard's place in the panel.
    heading.current?.focus();
  };
  return (
    <aside
      aria-labelledby="filters-title"
      className="hidden self-start rounded-lg border bg-background shadow-sm md:block"
    >
      <div className="flex items-center justify-between gap-2 border-b p-4">
        <h2
          ref={heading}
          id="filters-title"
          tabIndex={-1}
          className="text-lg font-extrabold outline-none"
        >
          Filters
        </h2>
        {hasFilters(props.filters) && (
          <Button variant="link" size="sm" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>
      <div className="p-4">
        <FilterGroups {...props} />
      </div>
    </aside>
  );
}
