import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AddressInputSchema, type Address, type AddressInput } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

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

interface AddressFormProps {
  /** The address being edited, or null to add a new one. */
  editing: Address | null;
  pending: boolean;
  onSubmit: (fields: AddressInput) => Promise<unknown>;
}

/** Add or edit an address; Submit stays disabled until every field has something in it. */
export function AddressForm({ editing, pending, onSubmit }: AddressFormProps) {
  const form = useForm<AddressFields, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: EMPTY,
  });
  const values = useWatch({ control: form.control });
  const complete = FIELDS.every(({ name }) => (values[name] ?? '').trim() !== '');

  useEffect(() => {
    form.reset(editing ? { ...EMPTY, ...pick(editing) } : EMPTY);
  }, [editing, form]);

  const submit = form.handleSubmit(async (fields) => {
    await onSubmit(fields);
    form.reset(EMPTY);
  });

  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      className="grid gap-4"
      noValidate
    >
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
