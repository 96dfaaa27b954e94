import { UI_MESSAGES } from '@attire/contract';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { onDemand } from '@/lib/on-demand';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/fetch-admin-products';
import { EDIT_PARAM } from '../lib/edit-link';
import { AdminProductCard } from './admin-product-card';

// The sheet's form validates with the contract's schema (zod) and Radix draws it: both download
// when the admin reaches for Add or Edit, not with the grid.
const ProductSheet = onDemand(() => import('./product-sheet').then((m) => m.ProductSheet));
const ConfirmDeleteDialog = onDemand(() =>
  import('./confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
);

/** Products: the whole catalogue as cards with Edit and Delete, and the Add New Product sheet. */
export function AdminProductsPage() {
  const { data: products = [], isPending } = useAdminProducts();
  const remove = useDeleteProduct();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first open on, so that it can animate closed.
  const [sheetUsed, setSheetUsed] = useState(false);
  // The spec's edit id: set means edit mode, cleared means add mode.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = products.find((product) => product.id === editingId) ?? null;
  // The product whose Delete was pressed, waiting for the admin to confirm.
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const confirming = products.find((product) => product.id === confirmingId) ?? null;

  const openSheet = (id: string | null) => {
    setEditingId(id);
    setSheetOpen(true);
    setSheetUsed(true);
  };
  // Another page (Low Stock) links here with ?edit=<id>: once the catalogue is in, that
  // product's sheet opens, as its Edit button would open it.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get(EDIT_PARAM);
  const [openedLinkedId, setOpenedLinkedId] = useState<string | null>(null);
  if (linkedId && linkedId !== openedLinkedId && !isPending) {
    setOpenedLinkedId(linkedId);
    if (products.some((product) => product.id === linkedId)) openSheet(linkedId);
  }
  const onOpenChange = (open: boolean) => {
    setSheetOpen(open);
    if (open) return;
    setEditingId(null);
    if (linkedId) setParams({}, { replace: true });
  };
  const onDelete = (id: string) => {
    setConfirmingId(null);
    remove.mutate(id, {
      onSuccess: (message) => toast({ title: message ?? UI_MESSAGES.productDeleted }),
    });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">All Products</h2>
        <Button
          onClick={() => openSheet(null)}
          onPointerEnter={ProductSheet.preload}
          onFocus={ProductSheet.preload}
        >
          Add New Product
        </Button>
      </div>
      {isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : products.length === 0 ? (
        <p className="text-muted-foreground">{UI_MESSAGES.noProducts}</p>
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
          onPointerEnter={ProductSheet.preload}
          onFocus={ProductSheet.preload}
        >
          {products.map((product) => (
            <li key={product.id} className="flex">
              <AdminProductCard
                product={product}
                onEdit={() => openSheet(product.id)}
                onDelete={() => setConfirmingId(product.id)}
                deleting={remove.isPending && remove.variables === product.id}
              />
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog.Component
            product={confirming}
            onConfirm={() => onDelete(confirming.id)}
            onCancel={() => setConfirmingId(null)}
          />
        </Suspense>
      )}
      {sheetUsed && (
        <Suspense fallback={null}>
          <ProductSheet.Component open={sheetOpen} onOpenChange={onOpenChange} editing={editing} />
        </Suspense>
      )}
    </div>
  );
}
