import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action is on its way: the dialog stays, its button saying `pendingLabel`, until done. */
  pending?: boolean;
  pendingLabel?: string;
  /** Why the last attempt was refused, said in the dialog, which stays open. */
  refusal?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close, when the button that opened the dialog is gone. */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * Asks before something that cannot be undone. Focus starts on Cancel, so Enter pressed by
 * habit keeps things as they are; Cancel and Escape give focus back to the opening button.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  pendingLabel,
  refusal = null,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              {cancelLabel}
            </Button>
          </DialogClose>
          {/* Not disabled while pending: a disabled button would drop keyboard focus. */}
          <Button
            variant="destructive"
            aria-disabled={pending || undefined}
            onClick={() => !pending && onConfirm()}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
