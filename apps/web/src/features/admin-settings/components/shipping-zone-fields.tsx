import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { INDIAN_STATES, stateName, type ShippingSettingsSchema } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { nullableRupees } from '../lib/nullable-rupees';

export type ShippingFields = z.input<typeof ShippingSettingsSchema>;

// By name, as a merchant looks for them ("Karnataka", not "29").
const BY_NAME = [...INDIAN_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

interface ShippingZoneFieldsProps {
  index: number;
  register: UseFormRegister<ShippingFields>;
  errors: FieldErrors<ShippingFields>;
  /** The zone's name and states as the form holds them now. */
  name: string;
  states: readonly string[];
  /** Which other zone has each state already (a state may be in one zone only). */
  takenBy: ReadonlyMap<string, string>;
  onRemove: () => void;
}

/** One zone: its name, rate, free-delivery threshold and states, and a way to remove it. */
export function ShippingZoneFields(props: ShippingZoneFieldsProps) {
  const { index, register, errors, name, states, takenBy, onRemove } = props;
  const id = `zone-${index}`;
  const zoneErrors = errors.zones?.[index];
  const title = name.trim() || `Zone ${index + 1}`;
  const statesError =
    zoneErrors?.states?.message ??
    (Array.isArray(zoneErrors?.states)
      ? zoneErrors.states.find((error) => error?.message)?.message
      : undefined);
  const chosen = states.map((code) => stateName(code) ?? code).join(', ');
  // A new zone opens on its states; a saved one shows them in a line until asked.
  const [open, setOpen] = useState(states.length === 0);
  const shown = open || statesError !== undefined;

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border p-3 md:p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id={`${id}-name`}
          label="Zone name"
          error={zoneErrors?.name?.message}
          {...register(`zones.${index}.name`)}
        />
        <FormField
          id={`${id}-rate`}
          label="Rate (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={zoneErrors?.rate?.message}
          {...register(`zones.${index}.rate`, { valueAsNumber: true })}
        />
        <FormField
          id={`${id}-free-from`}
          label="Free from (₹, empty: never)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={zoneErrors?.freeFrom?.message}
          {...register(`zones.${index}.freeFrom`, { setValueAs: nullableRupees })}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <p id={`${id}-states-chosen`} className="text-sm">
          <span className="font-medium">States: </span>
          {states.length === 0 ? 'none chosen yet.' : `${states.length} chosen, ${chosen}.`}
        </p>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-controls={`${id}-states`}
            aria-describedby={`${id}-states-chosen`}
            onClick={() => setOpen(!shown)}
          >
            {shown ? `Hide the states of ${title}` : `Choose the states of ${title}`}
          </Button>
        </div>
        {/* Closed, a zone is one line: twenty zones of 36 boxes each would be a long page. */}
        {shown && (
          <fieldset
            id={`${id}-states`}
            className="grid min-w-0 gap-2"
            aria-describedby={statesError ? `${id}-states-error` : undefined}
          >
            <legend className="sr-only">States in {title}</legend>
            <div className="grid max-h-72 grid-cols-1 gap-x-4 gap-y-2 overflow-y-auto rounded-md border p-3 min-[390px]:grid-cols-2 lg:grid-cols-3">
              {BY_NAME.map((state) => {
                const other = takenBy.get(state.code);
                const inputId = `${id}-state-${state.code}`;
                return (
                  <div key={state.code} className="flex items-start gap-2">
                    <Checkbox
                      id={inputId}
                      value={state.code}
                      className="mt-0.5"
                      // In another zone already: the label says which.
                      disabled={other !== undefined}
                      {...register(`zones.${index}.states`)}
                    />
                    <Label htmlFor={inputId} className="text-sm font-normal leading-snug">
                      {other === undefined ? state.name : `${state.name} (in ${other})`}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
        {statesError && (
          <p id={`${id}-states-error`} className="text-sm text-destructive">
            {statesError}
          </p>
        )}
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove {title}
        </Button>
      </div>
    </fieldset>
  );
}
