import { ADDRESS_MESSAGES, UI_MESSAGES, type Address, type AddressInput } from '@attire/contract';
import { Plus } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/auth-store';
import { onDemand } from '@/lib/on-demand';
import { toast } from '@/lib/toast';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/fetch-addresses';
import { useUpdateAddress } from '../api/update-address';
import { AddressCard, addressFocusId } from './address-card';
import { AddressForm } from './address-form';

// The confirmation (Radix's dialog) downloads when a Delete button is pointed at or focused.
const ConfirmDeleteAddressDialog = onDemand(() =>
  import('./confirm-delete-address-dialog').then((m) => m.ConfirmDeleteAddressDialog),
);

const ADD_BUTTON_ID = 'address-add';
const FIRST_FIELD_ID = 'address-address';

interface AddressBookProps {
  /** Checkout passes these to make the cards selectable. */
  selectedId?: string | null;
  onSelect?: (address: Address) => void;
}

/**
 * The shopper's addresses as cards (edit, delete after a confirmation, optionally select) and
 * the address form. Once an address exists, the empty form waits behind "Add a new address"
 * (on a phone it used to stand between the saved address and the pay button).
 */
export function AddressBook({ selectedId, onSelect }: AddressBookProps) {
  const user = useCurrentUser();
  const { data: addresses = [], isPending } = useAddresses();
  const [editing, setEditing] = useState<Address | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Address | null>(null);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const selectable = Boolean(onSelect);
  const formOpen = addresses.length === 0 || adding || editing !== null;

  // Focus moves to what a step puts on the page (the card just added, the form just opened):
  // the id waits until a render has shown that element.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    const element = focusTarget.current && document.getElementById(focusTarget.current);
    if (!element) return;
    focusTarget.current = null;
    element.focus();
  });
  // Where focus goes once the confirmed address is gone: the card that took its place.
  const afterDelete = useRef<string | null>(null);

  const closeForm = (focusId: string) => {
    focusTarget.current = focusId;
    setAdding(false);
    setEditing(null);
  };
  const save = async (fields: AddressInput) => {
    if (editing) {
      await update.mutateAsync({ userId: user.id, addressId: editing.id, fields });
      toast({ title: UI_MESSAGES.addressUpdated });
      closeForm(addressFocusId(editing.id, selectable));
    } else {
      const address = await add.mutateAsync({ ...fields, userId: user.id });
      toast({ title: UI_MESSAGES.addressAdded });
      // The new card (its radio in checkout) takes the focus the form's button had.
      closeForm(addressFocusId(address.id, selectable));
      onSelect?.(address);
    }
  };
  const confirmDelete = (target: Address) => {
    const index = addresses.findIndex((address) => address.id === target.id);
    const neighbour = addresses[index + 1] ?? addresses[index - 1];
    remove.mutate(
      { userId: user.id, addressId: target.id },
      {
        onSuccess: () => {
          if (editing?.id === target.id) setEditing(null);
          toast({ title: UI_MESSAGES.addressDeleted });
          // None left: the form opens, and its first field takes focus.
          afterDelete.current = neighbour
            ? addressFocusId(neighbour.id, selectable)
            : FIRST_FIELD_ID;
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <div className="grid gap-6 rounded-lg border bg-background p-4 shadow-sm">
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : addresses.length === 0 ? (
        <p className="text-muted-foreground">{UI_MESSAGES.noAddress}</p>
      ) : (
        <ul
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Saved addresses"
          onPointerEnter={ConfirmDeleteAddressDialog.preload}
          onFocus={ConfirmDeleteAddressDialog.preload}
        >
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              selectable={selectable}
              selected={address.id === selectedId}
              onSelect={onSelect}
              onEdit={(target) => {
                focusTarget.current = FIRST_FIELD_ID;
                setEditing(target);
              }}
              onDelete={setConfirming}
            />
          ))}
        </ul>
      )}
      {isPending ? null : formOpen ? (
        <AddressForm
          editing={editing}
          pending={add.isPending || update.isPending}
          onSubmit={save}
          // With no address yet the form is all there is: nothing to cancel back to.
          onCancel={
            addresses.length > 0
              ? () => closeForm(editing ? addressFocusId(editing.id, selectable) : ADD_BUTTON_ID)
              : undefined
          }
        />
      ) : (
        <Button
          id={ADD_BUTTON_ID}
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            focusTarget.current = FIRST_FIELD_ID;
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" />
          {ADDRESS_MESSAGES.addAddress}
        </Button>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDeleteAddressDialog.Component
            address={confirming}
            pending={remove.isPending}
            onConfirm={() => confirmDelete(confirming)}
            onCancel={() => setConfirming(null)}
            onCloseAutoFocus={(event) => {
              const next = afterDelete.current && document.getElementById(afterDelete.current);
              afterDelete.current = null;
              if (!next) return;
              event.preventDefault();
              next.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
