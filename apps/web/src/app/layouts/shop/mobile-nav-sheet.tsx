import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { ShopNav } from './shop-nav';

interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function MobileNavSheet({ open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        size="narrow"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <ShopNav vertical onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
