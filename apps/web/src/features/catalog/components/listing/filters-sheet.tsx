import type { RefObject } from 'react';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import type { FilterKey, Filters } from '../../lib/filters';
import { FilterGroups } from './filters-panel';

interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Filters;
  onToggle: (key: FilterKey, id: string) => void;
  /** The Filters button gets focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The phone's filter drawer: the same groups as the desktop panel, in a sheet from the left. */
export function FiltersSheet({
  open,
  onOpenChange,
  filters,
  onToggle,
  returnFocusTo,
}: FiltersSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
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
        <FilterGroups filters={filters} onToggle={onToggle} idPrefix="drawer-filter" />
      </SheetContent>
    </Sheet>
  );
}
