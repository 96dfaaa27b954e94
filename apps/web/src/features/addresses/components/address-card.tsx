import { stateName, type Address } from '@attire/contract';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  /** In checkout the card is a radio: choosing it selects the shipping address. */
  selectable?: boolean;
  selected?: boolean;
  onSelect?: (address: Address) => void;
  /** Focus this card when it appears (its radio in checkout, else its Edit button). */
  focusOnMount?: boolean;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
  selectable,
  selected,
  onSelect,
  focusOnMount = false,
}: AddressCardProps) {
  const radio = useRef<HTMLInputElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) (radio.current ?? edit.current)?.focus();
  }, [focusOnMount]);
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
              ref={radio}
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
        <Button ref={edit} size="sm" variant="outline" onClick={() => onEdit(address)}>
          Edit<span className="sr-only"> address {address.address}</span>
        </Button>
        <Button size="sm" variant="destructive" onClick={() => onDelete(address)}>
          Delete<span className="sr-only"> address {address.address}</span>
        </Button>
      </div>
    </li>
  );
}
