import { SlidersHorizontal } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';
import type { FilterKey, Filters } from '../../lib/filters';

// The sheet (Radix) downloads on the first open, not with the listing.
const FiltersSheet = onDemand(() => import('./filters-sheet').then((m) => m.FiltersSheet));

interface FiltersDrawerProps {
  filters: Filters;
  onToggle: (key: FilterKey, id: string) => void;
}

/** Phones: a Filters button opens the groups in a sheet, so the grid starts near the top. */
export function FiltersDrawer({ filters, onToggle }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const active = Object.values(filters).reduce((sum, ids) => sum + (ids?.length ?? 0), 0);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={FiltersSheet.preload}
        onFocus={FiltersSheet.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters{active > 0 && ` (${active})`}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FiltersSheet.Component
            open={open}
            onOpenChange={setOpen}
            filters={filters}
            onToggle={onToggle}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
