import { stateName, type Address } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The id of the control a card is focused by: its radio in checkout, else its Edit button. */
export function addressFocusId(addressId: string, selectable: boolean): string {
  return `address-${addressId}-${selectable ? 'select' : 'edit'}`;
}

interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  /** In checkout the card is a radio: choosing it selects the shipping address. */
  selectable?: boolean;
  selected?: boolean;
  onSelect?: (address: Address) => void;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
  selectable,
  selected,
  onSelect,
}: AddressCardProps) {
  // An address whose pincode no prefix covers may have no state (until it is edited).
  const state = address.state ? stateName(address.state) : undefined;
  const lines = [
    ['Address', address.address],
    ['City', address.city],
    ...(state ? [['State', state] as const] : []),
    ['Pincode', address.pincode],
    ['Phone', address.phone],
    ['Notes', address.notes],
  ] as const;

  return (
    <li
      className={cn(
        'flex flex-col rounded-lg bg-background shadow-sm',
        selected ? 'border-2 border-primary' : 'border',
      )}
    >
      <label className={cn('grid flex-1 gap-1 p-4 text-sm', selectable && 'cursor-pointer')}>
        {selectable && (
          <span className="mb-2 flex items-center gap-2 font-semibold">
            <input
              id={addressFocusId(address.id, true)}
              type="radio"
              name="shipping-address"
              checked={selected}
              onChange={() => onSelect?.(address)}
              className="size-4 accent-primary"
            />
            {selected ? 'Delivering here' : 'Deliver here'}
          </span>
        )}
        {lines.map(([label, value]) => (
          <span key={label} className="break-words">
            <span className="font-medium">{label}:</span> {value}
          </span>
        ))}
      </label>
      <div className="flex justify-between gap-2 border-t p-3">
        <Button
          id={addressFocusId(address.id, false)}
          size="sm"
          variant="outline"
          onClick={() => onEdit(address)}
        >
          Edit<span className="sr-only"> address {address.address}</span>
        </Button>
        {/* Not a big red button: it only asks, in a dialog, before anything is deleted. */}
        <Button size="sm" variant="outline" onClick={() => onDelete(address)}>
          Delete<span className="sr-only"> address {address.address}</span>
        </Button>
      </div>
    </li>
  );
}
