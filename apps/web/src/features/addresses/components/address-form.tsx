import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AddressInputSchema, type Address, type AddressInput } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';

type AddressFields = z.input<typeof AddressInputSchema>;
const EMPTY: Required<AddressFields> = { address: '', city: '', pincode: '', phone: '', notes: '' };

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
const FIELD_NAMES = FIELDS.map((field) => field.name);

interface AddressFormProps {
  /** The address being edited, or null to add a new one. */
  editing: Address | null;
  pending: boolean;
  /** Rejects with the server's ApiError when the address is refused. */
  onSubmit: (fields: AddressInput) => Promise<unknown>;
}

/**
 * Add or edit an address; Submit stays disabled until every field has something in it. The
 * contract's AddressInputSchema checks the values first; a refusal, the browser's or the
 * server's, is toasted and shown beside the fields it concerns.
 */
export function AddressForm({ editing, pending, onSubmit }: AddressFormProps) {
  const form = useContractForm(AddressInputSchema, { defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const complete = FIELDS.every(({ name }) => (values[name] ?? '').trim() !== '');

  useEffect(() => {
    form.reset(editing ? { ...EMPTY, ...pick(editing) } : EMPTY);
  }, [editing, form]);

  const submit = submitHandler(form, FIELD_NAMES, async (fields) => {
    await onSubmit(fields);
    form.reset(EMPTY);
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <h3 className="text-lg font-semibold">{editing ? 'Edit Address' : 'Add New Address'}</h3>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`address-${field.name}`}
          label={field.label}
          placeholder={field.placeholder}
          multiline={field.multiline}
          inputMode={field.inputMode}
          error={form.formState.errors[field.name]?.message}
          {...form.register(field.name)}
        />
      ))}
      <Button type="submit" disabled={!complete || pending}>
        {editing ? 'Edit' : 'Add'}
      </Button>
    </form>
  );
}

function pick(address: Address): AddressFields {
  const { address: line, city, pincode, phone, notes } = address;
  return { address: line, city, pincode, phone, notes };
}
