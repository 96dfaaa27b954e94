import type { Product } from '@attire/contract';
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

interface ConfirmDeleteDialogProps {
  product: Product;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a product leaves the catalogue: a delete cannot be undone. */
export function ConfirmDeleteDialog({ product, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this product?</DialogTitle>
          <DialogDescription className="break-words">
            “{product.title}” will be removed from the shop. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" autoFocus>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            Delete product
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
