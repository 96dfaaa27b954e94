import { ADDRESS_MESSAGES, deleteAddressDescription, type Address } from '@attire/contract';
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

interface ConfirmDeleteAddressDialogProps {
  address: Address;
  /** The delete is on its way: the dialog stays, saying so, until it is done. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the Delete button that opened the dialog is gone. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Asks before an address is deleted. Cancel (or Escape) gives focus back to the Delete button
 * that opened it; once the address is gone, `onCloseAutoFocus` moves focus to its neighbour.
 */
export function ConfirmDeleteAddressDialog({
  address,
  pending,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ConfirmDeleteAddressDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{ADDRESS_MESSAGES.confirmDeleteTitle}</DialogTitle>
          <DialogDescription className="break-words">
            {deleteAddressDescription(address)}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              {ADDRESS_MESSAGES.cancel}
            </Button>
          </DialogClose>
          {/* Not disabled while deleting: a disabled button would drop keyboard focus. */}
          <Button
            variant="destructive"
            aria-disabled={pending || undefined}
            onClick={() => !pending && onConfirm()}
          >
            {pending ? ADDRESS_MESSAGES.deleting : ADDRESS_MESSAGES.confirmDelete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
