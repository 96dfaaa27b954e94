import { MAIL_STATE_LABELS, type MailMessage } from '@attire/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<MailMessage['state'], BadgeProps['variant']> = {
  queued: 'outline',
  sent: 'success',
  kept: 'secondary',
  failed: 'destructive',
};

export function MailStateBadge({ state }: { state: MailMessage['state'] }) {
  return <Badge variant={VARIANTS[state]}>{MAIL_STATE_LABELS[state]}</Badge>;
}
