import { UI_MESSAGES, type Product, type ProductInput } from '@attire/contract';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/lib/toast';
import { useAddProduct } from '../api/add-product';
import { useEditProduct } from '../api/edit-product';
import { ProductForm } from './product-form';

interface ProductSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set: edit mode for this product. Null: add mode. */
  editing: Product | null;
}

/** The side sheet holding the product form; it closes once the server has taken the product. */
export function ProductSheet({ open, onOpenChange, editing }: ProductSheetProps) {
  const add = useAddProduct();
  const edit = useEditProduct();

  const onSubmit = async (product: ProductInput) => {
    if (editing) await edit.mutateAsync({ id: editing.id, body: product });
    else await add.mutateAsync(product);
    toast({ title: editing ? UI_MESSAGES.productUpdated : UI_MESSAGES.productAdded });
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        size="wide"
        aria-describedby={undefined}
        // Room below the submit button, so it can be scrolled clear of a toast on wide screens.
        className="pb-28!"
      >
        <SheetHeader>
          <SheetTitle>{editing ? 'Edit Product' : 'Add New Product'}</SheetTitle>
        </SheetHeader>
        {/* Keyed so that switching between add and edit starts from fresh values. */}
        <ProductForm
          key={editing?.id ?? 'new'}
          editing={editing}
          pending={add.isPending || edit.isPending}
          onSubmit={onSubmit}
        />
      </SheetContent>
    </Sheet>
  );
}
