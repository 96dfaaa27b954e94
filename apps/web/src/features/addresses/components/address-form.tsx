import { Fragment, useEffect, type ChangeEvent } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  AddressInputSchema,
  stateFromPincode,
  stillNeededMessage,
  type Address,
  type AddressInput,
} from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SubmitRow } from '@/components/ui/submit-row';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { StateField } from './state-field';

type AddressFields = z.input<typeof AddressInputSchema>;
// No state yet: the select shows "Choose state".
const EMPTY: AddressFields = {
  address: '',
  city: '',
  pincode: '',
  phone: '',
  notes: '',
  state: undefined,
};

const FIELDS: {
  name: keyof AddressFields;
  label: string;
  placeholder: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { name: 'address', label: 'Address', placeholder: 'Enter your address' },
  { name: 'city', label: 'City', placeholder: 'Enter your city' },
  { name: 'pincode', label: 'Pincode', placeholder: 'Enter your pincode', inputMode: 'numeric' },
  { name: 'phone', label: 'Phone', placeholder: 'Enter your phone number', inputMode: 'tel' },
  { name: 'notes', label: 'Notes', placeholder: 'Enter your additional notes', multiline: true },
];
const FIELD_NAMES = [...FIELDS.map((field) => field.name), 'state' as const];

interface AddressFormProps {
  /** The address being edited, or null to add a new one. */
  editing: Address | null;
  pending: boolean;
  /** Rejects with the server's ApiError when the address is refused. */
  onSubmit: (fields: AddressInput) => Promise<unknown>;
  /** Offers a Cancel button beside the submit button, which calls this. */
  onCancel?: () => void;
}

/**
 * Add or edit an address; Submit stays disabled until every field has something in it, the
 * State too (the pincode fills it). The contract's AddressInputSchema checks the values first;
 * a refusal, the browser's or the server's, is toasted and shown beside the fields it concerns.
 */
export function AddressForm({ editing, pending, onSubmit, onCancel }: AddressFormProps) {
  const form = useContractForm(AddressInputSchema, { defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  // What the disabled button waits for, in the form's order (the State comes after the Pincode).
  const missing = FIELDS.flatMap(({ name, label }) => {
    const empty = (values[name] ?? '').trim() === '';
    const gap = empty ? [label.toLowerCase()] : [];
    return name === 'pincode' && !values.state ? [...gap, 'state'] : gap;
  });
  const complete = missing.length === 0;
  const pincodeState = stateFromPincode(values.pincode ?? '');
  // Controlled, so that a reset to no state shows "Choose state" again.
  const { field: stateField } = useController({ control: form.control, name: 'state' });

  useEffect(() => {
    form.reset(editing ? { ...EMPTY, ...pick(editing) } : EMPTY);
  }, [editing, form]);

  // The State follows the pincode as it is typed, while it is empty or still the state of the
  // pincode before this keystroke; a state the shopper picked that differs from it stays.
  const pincodeField = form.register('pincode');
  const onPincodeChange = async (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const followed = stateFromPincode(form.getValues('pincode') ?? '');
    const state = form.getValues('state');
    await pincodeField.onChange(event);
    if (state === undefined || state === followed) {
      form.setValue('state', stateFromPincode(event.target.value));
    }
  };

  const submit = submitHandler(form, FIELD_NAMES, async (fields) => {
    await onSubmit(fields);
    form.reset(EMPTY);
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <h3 className="text-lg font-semibold">{editing ? 'Edit Address' : 'Add New Address'}</h3>
      {FIELDS.map((field) => (
        <Fragment key={field.name}>
          <FormField
            id={`address-${field.name}`}
            label={field.label}
            placeholder={field.placeholder}
            multiline={field.multiline}
            inputMode={field.inputMode}
            error={form.formState.errors[field.name]?.message}
            {...(field.name === 'pincode'
              ? { ...pincodeField, onChange: onPincodeChange }
              : form.register(field.name))}
          />
          {field.name === 'pincode' && (
            <StateField
              id="address-state"
              error={form.formState.errors.state?.message}
              fromPincode={values.state === pincodeState ? pincodeState : undefined}
              name={stateField.name}
              ref={stateField.ref}
              value={stateField.value ?? ''}
              onBlur={stateField.onBlur}
              onChange={(event) => stateField.onChange(event.target.value || undefined)}
            />
          )}
        </Fragment>
      ))}
      <SubmitRow hintId="address-missing" hint={complete ? null : stillNeededMessage(missing)}>
        <Button
          type="submit"
          disabled={!complete || pending}
          aria-describedby={complete ? undefined : 'address-missing'}
        >
          {editing ? 'Edit' : 'Add'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {ADDRESS_MESSAGES.cancel}
          </Button>
        )}
      </SubmitRow>
    </form>
  );
}

function pick(address: Address): AddressFields {
  const { address: line, city, pincode, phone, notes, state } = address;
  return { address: line, city, pincode, phone, notes, state: state ?? undefined };
}
