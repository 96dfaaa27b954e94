import { useId } from 'react';
import type { Promotion } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { canEnd } from '../lib/promotion-labels';

export interface PromotionActionHandlers {
  onEdit: (promotion: Promotion) => void;
  onEnd: (promotion: Promotion) => void;
}

/** Edit and End, each naming its code for screen readers; End says why when it cannot. */
export function PromotionActions({
  promotion,
  onEdit,
  onEnd,
}: PromotionActionHandlers & { promotion: Promotion }) {
  const whyId = useId();
  const endable = canEnd(promotion);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => onEdit(promotion)}>
        Edit <span className="sr-only">{promotion.code}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!endable}
        aria-describedby={endable ? undefined : whyId}
        onClick={() => onEnd(promotion)}
      >
        End <span className="sr-only">{promotion.code}</span>
      </Button>
      {!endable && (
        <span id={whyId} className="text-xs text-muted-foreground">
          Already ended
        </span>
      )}
    </div>
  );
}
