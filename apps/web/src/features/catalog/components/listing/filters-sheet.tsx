import { useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { hasFilters } from '../../lib/filters';
import { FilterGroups, type FilterControlsProps } from './filter-groups';

interface FiltersSheetProps extends FilterControlsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultLabel: string | null;
  /** The Filters button gets focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The phone's filter drawer: the same groups as the desktop panel, in a sheet from the left. */
export function FiltersSheet({
  open,
  onOpenChange,
  resultLabel,
  returnFocusTo,
  ...controls
}: FiltersSheetProps) {
  const done = useRef<HTMLButtonElement>(null);
  const clear = () => {
    controls.onClear();
    // Clear filters goes away with the filters: focus the drawer's other action.
    done.current?.focus();
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        // The whole phone's width: two columns of labels with counts fit without wrapping.
        size="wide"
        closeLabel="Close filters"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The products update as you choose.</SheetDescription>
        </SheetHeader>
        <FilterGroups {...controls} idPrefix="drawer-filter" />
        {/* At the end of a long drawer: leave it, or start again, without scrolling back up. */}
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <SheetClose asChild>
            <Button ref={done} className="flex-1">
              {resultLabel ? `Show ${resultLabel}` : 'Done'}
            </Button>
          </SheetClose>
          {hasFilters(controls.filters) && (
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
