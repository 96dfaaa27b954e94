import { INDIAN_STATES, stateName } from '@attire/contract';
import type { ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

// By name, as a shopper looks for them ("Karnataka", not "29").
const BY_NAME = [...INDIAN_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

type StateFieldProps = {
  id: string;
  error?: string;
  /** The state's code when it is the one the pincode gives: said in words below the select. */
  fromPincode?: string;
} & ComponentProps<'select'>;

/**
 * The address's State, a native select of the contract's list. When the pincode filled it, a
 * polite status says so (and which state), so that a screen reader hears the change too.
 */
export function StateField({ id, error, fromPincode, ...props }: StateFieldProps) {
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const name = fromPincode ? stateName(fromPincode) : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>State</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${statusId}` : statusId}
        {...props}
      >
        <option value="">Choose state</option>
        {BY_NAME.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelect>
      {/* Always in the page, so that screen readers hear it fill; out of the layout while empty. */}
      <p
        id={statusId}
        role="status"
        className={cn('text-sm text-muted-foreground', !name && 'sr-only')}
      >
        {name && `${name}, from the pincode. Change it if it is wrong.`}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
