import type { z } from 'zod';
import {
  INDIAN_STATES,
  SETTINGS_MESSAGES,
  StoreSettingsSchema,
  type StateCode,
  type StoreSettingsView,
} from '@attire/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useUpdateStoreSettings } from '../api/update-store-settings';
import { SaveButton } from './save-button';
import { StoreContactFields } from './store-contact-fields';

type StoreFields = z.input<typeof StoreSettingsSchema>;
const FIELDS = [
  'legalName',
  'address',
  'state',
  'gstin',
  'invoicePrefix',
  'supportEmail',
  'supportPhone',
  'returnAddress',
] as const;

// By name, as a merchant looks for them ("Karnataka", not "29").
const BY_NAME = [...INDIAN_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

/** The saved settings as the form's values: an unset state is the select's empty choice. */
function toFields(store: StoreSettingsView): StoreFields {
  return {
    legalName: store.legalName,
    address: store.address,
    // '' is the "Choose a state" option; the schema refuses it with that very message.
    state: (store.state ?? '') as StateCode,
    gstin: store.gstin ?? '',
    invoicePrefix: store.invoicePrefix,
    supportEmail: store.supportEmail,
    // Empty fields: no phone shown; returns go to the registered address.
    supportPhone: store.supportPhone ?? '',
    returnAddress: store.returnAddress ?? '',
  };
}

/**
 * The store's legal name, address, state, GSTIN and invoice prefix, and how shoppers reach it
 * and where returns go, saved whole.
 */
export function StoreSettingsForm({ store }: { store: StoreSettingsView }) {
  const form = useContractForm(StoreSettingsSchema, { defaultValues: toFields(store) });
  const update = useUpdateStoreSettings();
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = submitHandler(form, FIELDS, async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset(toFields(saved));
    toast({ title: SETTINGS_MESSAGES.storeSaved });
  });

  const described = (id: string, error: string | undefined) =>
    error ? `${id}-hint ${id}-error` : `${id}-hint`;

  return (
    <form
      aria-label="Store settings"
      onSubmit={(event) => void submit(event)}
      className="grid max-w-2xl gap-5"
      noValidate
    >
      <FormField
        id="store-legal-name"
        label="Legal name"
        autoComplete="organization"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <FormField
        id="store-address"
        label="Registered address"
        multiline
        rows={3}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-2">
        <Label htmlFor="store-state">State</Label>
        <NativeSelect
          id="store-state"
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'store-state-error' : undefined}
          {...form.register('state')}
        >
          <option value="">Choose a state</option>
          {BY_NAME.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </NativeSelect>
        {errors.state && (
          <p id="store-state-error" className="text-sm text-destructive">
            {errors.state.message}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="store-gstin">GSTIN</Label>
        <Input
          id="store-gstin"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="29AAACA1234B1ZE"
          className="font-mono uppercase placeholder:normal-case"
          aria-invalid={errors.gstin ? true : undefined}
          aria-describedby={described('store-gstin', errors.gstin?.message)}
          {...form.register('gstin')}
        />
        <p id="store-gstin-hint" className="text-sm text-muted-foreground">
          {SETTINGS_MESSAGES.noGstinHint}
        </p>
        {errors.gstin && (
          <p id="store-gstin-error" className="text-sm text-destructive">
            {errors.gstin.message}
          </p>
        )}
      </div>
      <FormField
        id="store-invoice-prefix"
        label="Invoice number prefix (1 to 5 letters or digits)"
        autoComplete="off"
        spellCheck={false}
        className="max-w-40 font-mono"
        error={errors.invoicePrefix?.message}
        {...form.register('invoicePrefix')}
      />
      <StoreContactFields register={form.register} errors={errors} />
      <SaveButton reasonId="store-save-reason" changed={isDirty} saving={isSubmitting} />
    </form>
  );
}
