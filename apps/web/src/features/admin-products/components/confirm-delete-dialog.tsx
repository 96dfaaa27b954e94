import type { Product } from '@attire/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ConfirmDeleteDialogProps {
  product: Product;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a product leaves the catalogue: a delete cannot be undone. */
export function ConfirmDeleteDialog({ product, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      title="Delete this product?"
      description={`“${product.title}” will be removed from the shop. This cannot be undone.`}
      confirmLabel="Delete product"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
