import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';

const MobileNavSheet = onDemand(() => import('./mobile-nav-sheet').then((m) => m.MobileNavSheet));

/** Below the large breakpoint the shop navigation folds into a menu sheet (loaded on demand). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={MobileNavSheet.preload}
        onFocus={MobileNavSheet.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileNavSheet.Component open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
