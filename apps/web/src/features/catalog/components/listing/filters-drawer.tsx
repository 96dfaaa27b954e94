import { SlidersHorizontal } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';
import { activeFilterCount } from '../../lib/filters';
import type { FilterControlsProps } from './filter-groups';

// The sheet (Radix) downloads on the first open, not with the listing.
const FiltersSheet = onDemand(() => import('./filters-sheet').then((m) => m.FiltersSheet));

interface FiltersDrawerProps extends FilterControlsProps {
  /** "24 Products": the sheet's button that closes it says what it will show. */
  resultLabel: string | null;
}

/** Phones: a Filters button opens the groups in a sheet, so the grid starts near the top. */
export function FiltersDrawer(props: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(props.filters);
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
            {...props}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
