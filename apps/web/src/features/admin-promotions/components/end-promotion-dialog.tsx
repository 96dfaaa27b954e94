import type { ComponentProps } from 'react';
import type { Promotion } from '@attire/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRefusal } from '@/components/ui/dialog-form';
import { toast } from '@/lib/toast';
import { useEndPromotion } from '../api/end-promotion';

interface EndPromotionDialogProps {
  promotion: Promotion;
  onClose: () => void;
  onCloseAutoFocus?: ComponentProps<typeof ConfirmDialog>['onCloseAutoFocus'];
}

/**
 * Asks before a code stops working. One that orders used stays listed, ended, so that those
 * orders keep their code; one never used is deleted. The dialog says which before it happens.
 */
export function EndPromotionDialog({
  promotion,
  onClose,
  onCloseAutoFocus,
}: EndPromotionDialogProps) {
  const end = useEndPromotion();
  const { refusal, attempt } = useRefusal();
  const used = promotion.timesUsed;

  const confirm = async () => {
    if (end.isPending) return;
    try {
      const reply = await attempt(() => end.mutateAsync(promotion.id));
      toast({ title: reply.message });
      onClose();
    } catch {
      // Shown in the dialog by useRefusal.
    }
  };

  return (
    <ConfirmDialog
      title={`End ${promotion.code}?`}
      description={`Shoppers will no longer be able to use this code. ${
        used > 0
          ? `It has been used ${used === 1 ? 'once' : `${used} times`}, so it stays in the list, ended, for the orders that used it.`
          : 'It has never been used, so it will be deleted.'
      }`}
      confirmLabel="End promotion"
      pending={end.isPending}
      pendingLabel="Ending..."
      refusal={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
