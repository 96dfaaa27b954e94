import { Suspense, useState } from 'react';
import { PROMOTION_UI_MESSAGES, type Promotion } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { focusFallbackIfOpenerGone } from '@/lib/focus-fallback';
import { onDemand } from '@/lib/on-demand';
import { usePromotions } from '../api/fetch-promotions';
import { PromotionsList } from './promotions-list';

// The form validates with the contract's schema (zod) and Radix draws the dialogs: both
// download when the admin reaches for Add, Edit or End, not with the list.
const PromotionDialog = onDemand(() => import('./promotion-dialog').then((m) => m.PromotionDialog));
const EndPromotionDialog = onDemand(() =>
  import('./end-promotion-dialog').then((m) => m.EndPromotionDialog),
);

const HEADING_ID = 'promotions-heading';

type Open =
  | { dialog: 'add' }
  | { dialog: 'edit'; promotion: Promotion }
  | { dialog: 'end'; promotion: Promotion; opener: Element | null };

/** Promotions: the shop's codes with their uses; add, edit and end them. */
export function AdminPromotionsPage() {
  const { data: promotions, isPending, isError, refetch, isFetching } = usePromotions();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="grid min-w-0 gap-4 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-xl font-semibold outline-none">
          Promotion codes
        </h2>
        <Button
          onClick={() => setOpen({ dialog: 'add' })}
          onPointerEnter={PromotionDialog.preload}
          onFocus={PromotionDialog.preload}
        >
          Add promotion
        </Button>
      </div>
      {isPending ? (
        <div role="status">
          <span className="sr-only">Loading promotion codes...</span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : isError && !promotions ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">{PROMOTION_UI_MESSAGES.promotionsLoadFailed}</p>
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </div>
      ) : promotions.length === 0 ? (
        <p className="text-muted-foreground">{PROMOTION_UI_MESSAGES.noPromotions}</p>
      ) : (
        <PromotionsList
          promotions={promotions}
          onEdit={(promotion) => setOpen({ dialog: 'edit', promotion })}
          onEnd={(promotion) =>
            setOpen({ dialog: 'end', promotion, opener: document.activeElement })
          }
        />
      )}
      <Suspense fallback={null}>
        {(open?.dialog === 'add' || open?.dialog === 'edit') && (
          <PromotionDialog.Component
            key={open.dialog === 'edit' ? open.promotion.id : 'new'}
            editing={open.dialog === 'edit' ? open.promotion : null}
            onClose={close}
          />
        )}
        {open?.dialog === 'end' && (
          <EndPromotionDialog.Component
            promotion={open.promotion}
            onClose={close}
            // A code never used is deleted, taking its End button with it: focus then goes to
            // the list's heading.
            onCloseAutoFocus={focusFallbackIfOpenerGone(() => open.opener, HEADING_ID)}
          />
        )}
      </Suspense>
    </section>
  );
}
