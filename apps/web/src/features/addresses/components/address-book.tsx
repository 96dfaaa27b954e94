import { UI_MESSAGES, type Address, type AddressInput } from '@attire/contract';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/fetch-addresses';
import { useUpdateAddress } from '../api/update-address';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

interface AddressBookProps {
  /** Checkout passes these to make the cards selectable. */
  selectedId?: string | null;
  onSelect?: (address: Address) => void;
}

/** The shopper's addresses as cards (edit, delete, optionally select) and the address form. */
export function AddressBook({ selectedId, onSelect }: AddressBookProps) {
  const user = useCurrentUser();
  const { data: addresses = [], isPending } = useAddresses();
  const [editing, setEditing] = useState<Address | null>(null);
  // The address just added takes focus (the form's button was disabled while saving).
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();

  const save = async (fields: AddressInput) => {
    if (editing) {
      await update.mutateAsync({ userId: user.id, addressId: editing.id, fields });
      toast({ title: UI_MESSAGES.addressUpdated });
      setEditing(null);
    } else {
      const address = await add.mutateAsync({ ...fields, userId: user.id });
      toast({ title: UI_MESSAGES.addressAdded });
      setAdded(address.id);
      onSelect?.(address);
    }
  };

  return (
    <div className="grid gap-6 rounded-lg border bg-background p-4 shadow-sm">
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : addresses.length === 0 ? (
        <p className="text-muted-foreground">{UI_MESSAGES.noAddress}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              selectable={Boolean(onSelect)}
              selected={address.id === selectedId}
              onSelect={onSelect}
              focusOnMount={address.id === added}
              onEdit={setEditing}
              onDelete={(target) =>
                remove.mutate(
                  { userId: user.id, addressId: target.id },
                  {
                    onSuccess: () => {
                      if (editing?.id === target.id) setEditing(null);
                      toast({ title: UI_MESSAGES.addressDeleted });
                    },
                  },
                )
              }
            />
          ))}
        </ul>
      )}
      <AddressForm editing={editing} pending={add.isPending || update.isPending} onSubmit={save} />
    </div>
  );
}
