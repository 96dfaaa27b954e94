import type { ComponentProps } from 'react';
import type { Promotion } from '@attire/contract';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRefusal } from '@/components/ui/dialog-form';
import { toast } from '@/lib/toast';
import { useEndPromotion } from '../api/end-promotion';

interface EndPromotionDialogProps {
  promotion: Promotion;
  onClose: () => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">End {promotion.code}?</DialogTitle>
          <DialogDescription>
            Shoppers will no longer be able to use this code.{' '}
            {used > 0
              ? `It has been used ${used === 1 ? 'once' : `${used} times`}, so it stays in the list, ended, for the orders that used it.`
              : 'It has never been used, so it will be deleted.'}
          </DialogDescription>
        </DialogHeader>
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            aria-disabled={end.isPending || undefined}
            onClick={() => void confirm()}
          >
            {end.isPending ? 'Ending...' : 'End promotion'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
