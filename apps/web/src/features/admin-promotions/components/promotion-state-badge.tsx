import type { Promotion } from '@attire/contract';
import { Badge } from '@/components/ui/badge';
import { STATE_LABELS, promotionState } from '../lib/promotion-labels';

const VARIANTS = {
  active: 'success',
  scheduled: 'secondary',
  ended: 'outline',
  off: 'outline',
  usedUp: 'outline',
} as const;

/** Active, Scheduled, Ended, Switched off or Used up: in words, not by colour alone. */
export function PromotionStateBadge({ promotion }: { promotion: Promotion }) {
  const state = promotionState(promotion);
  return <Badge variant={VARIANTS[state]}>{STATE_LABELS[state]}</Badge>;
}
