import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  ShippingSettingsSchema,
  type ShippingSettingsView,
} from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useUpdateShippingSettings } from '../api/update-shipping-settings';
import { nullableRupees } from '../lib/nullable-rupees';
import { SaveButton } from './save-button';
import { ShippingZoneFields, type ShippingFields } from './shipping-zone-fields';

const FIELDS = ['flatRate', 'freeFrom', 'zones'] as const;
const NEW_ZONE = { name: '', states: [], rate: 0, freeFrom: null };

const toFields = (shipping: ShippingSettingsView): ShippingFields => ({
  flatRate: shipping.flatRate,
  freeFrom: shipping.freeFrom,
  zones: shipping.zones.map((zone) => ({ ...zone, states: [...zone.states] })),
});

/** For each zone, which states the other zones have (a state may be in one zone only). */
function statesTakenElsewhere(zones: ShippingFields['zones'] | undefined) {
  return (zones ?? []).map((_, index) => {
    const taken = new Map<string, string>();
    for (const [other, zone] of (zones ?? []).entries()) {
      if (other === index) continue;
      const name = zone?.name?.trim() || `Zone ${other + 1}`;
      for (const state of zone?.states ?? []) taken.set(state, name);
    }
    return taken;
  });
}

/** The flat rate and its threshold, and the zones by state, saved whole. */
export function ShippingSettingsForm({ shipping }: { shipping: ShippingSettingsView }) {
  const form = useContractForm(ShippingSettingsSchema, { defaultValues: toFields(shipping) });
  const zones = useFieldArray({ control: form.control, name: 'zones' });
  const watched = useWatch({ control: form.control, name: 'zones' });
  const taken = useMemo(() => statesTakenElsewhere(watched), [watched]);
  const update = useUpdateShippingSettings();
  const { errors, isDirty, isSubmitting } = form.formState;
  const full = zones.fields.length >= SETTINGS_LIMITS.maxZones;

  const submit = submitHandler(form, FIELDS, async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset(toFields(saved));
    toast({ title: SETTINGS_MESSAGES.shippingSaved });
  });
  const zonesError = errors.zones?.root?.message ?? errors.zones?.message;

  return (
    <form
      aria-label="Shipping settings"
      onSubmit={(event) => void submit(event)}
      className="grid gap-6"
      noValidate
    >
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <FormField
          id="shipping-flat-rate"
          label="Flat rate (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.flatRate?.message}
          {...form.register('flatRate', { valueAsNumber: true })}
        />
        <FormField
          id="shipping-free-from"
          label="Free from (₹, empty: never)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.freeFrom?.message}
          {...form.register('freeFrom', { setValueAs: nullableRupees })}
        />
      </div>
      <section aria-labelledby="shipping-zones-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h3 id="shipping-zones-heading" className="text-lg font-semibold">
            Zones
          </h3>
          <p className="text-sm text-muted-foreground">{SETTINGS_MESSAGES.zonesHint}</p>
        </div>
        {zones.fields.length === 0 && (
          <p className="rounded-md border border-dashed p-3 text-sm">{SETTINGS_MESSAGES.noZones}</p>
        )}
        {zones.fields.map((field, index) => (
          <ShippingZoneFields
            key={field.id}
            index={index}
            register={form.register}
            errors={errors}
            name={watched?.[index]?.name ?? ''}
            states={watched?.[index]?.states ?? []}
            takenBy={taken[index] ?? new Map()}
            onRemove={() => zones.remove(index)}
          />
        ))}
        {zonesError && (
          <p role="alert" className="text-sm text-destructive">
            {zonesError}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={full}
            aria-describedby={full ? 'shipping-zones-full' : undefined}
            onClick={() => zones.append({ ...NEW_ZONE, states: [] })}
          >
            <Plus aria-hidden="true" />
            Add zone
          </Button>
          {full && (
            <p id="shipping-zones-full" className="text-sm text-muted-foreground">
              {SETTINGS_MESSAGES.zonesFull(SETTINGS_LIMITS.maxZones)}
            </p>
          )}
        </div>
      </section>
      <SaveButton reasonId="shipping-save-reason" changed={isDirty} saving={isSubmitting} />
    </form>
  );
}
