import type { ComponentProps } from 'react';
import { ADDRESS_MESSAGES, deleteAddressDescription, type Address } from '@attire/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ConfirmDeleteAddressDialogProps {
  address: Address;
  /** The delete is on its way: the dialog stays, saying so, until it is done. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the Delete button that opened the dialog is gone. */
  onCloseAutoFocus: ComponentProps<typeof ConfirmDialog>['onCloseAutoFocus'];
}

/**
 * Asks before an address is deleted. Cancel (or Escape) gives focus back to the Delete button
 * that opened it; once the address is gone, `onCloseAutoFocus` moves focus to its neighbour.
 */
export function ConfirmDeleteAddressDialog({ address, ...props }: ConfirmDeleteAddressDialogProps) {
  return (
    <ConfirmDialog
      title={ADDRESS_MESSAGES.confirmDeleteTitle}
      description={deleteAddressDescription(address)}
      confirmLabel={ADDRESS_MESSAGES.confirmDelete}
      cancelLabel={ADDRESS_MESSAGES.cancel}
      pendingLabel={ADDRESS_MESSAGES.deleting}
      {...props}
    />
  );
}
