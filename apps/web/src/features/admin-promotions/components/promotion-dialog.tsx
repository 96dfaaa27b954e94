import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { BRANDS, CATEGORIES, PROMOTION_UI_MESSAGES, type Promotion } from '@attire/contract';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DialogFormFooter, useRefusal } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useAddPromotion } from '../api/add-promotion';
import { useEditPromotion } from '../api/edit-promotion';
import { KIND_LABELS } from '../lib/promotion-labels';
import {
  emptyPromotionForm,
  promotionForm,
  promotionFormSchema,
  type PromotionFormValues,
} from '../lib/promotion-form';
import { OptionCheckboxes } from './option-checkboxes';

const FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'minSubtotal',
  'categories',
  'brands',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'active',
] as const satisfies readonly (keyof PromotionFormValues)[];

const KINDS = (Object.keys(KIND_LABELS) as Promotion['kind'][]).map((kind) => ({
  kind,
  label: KIND_LABELS[kind],
}));

interface PromotionDialogProps {
  /** The promotion to edit; none to add one. */
  editing: Promotion | null;
  onClose: () => void;
}

/**
 * Adds or edits a promotion code with the contract's rules. A refusal of the server (a code
 * already taken, in any case) is shown beside its field and in the dialog.
 */
export function PromotionDialog({ editing, onClose }: PromotionDialogProps) {
  const schema = useMemo(() => promotionFormSchema(editing ?? undefined), [editing]);
  const form = useContractForm(schema, {
    defaultValues: editing ? promotionForm(editing) : emptyPromotionForm(),
  });
  const add = useAddPromotion();
  const edit = useEditPromotion();
  const { refusal, attempt } = useRefusal();
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  const submit = submitHandler(form, FIELDS, async (body) => {
    await attempt(() =>
      editing ? edit.mutateAsync({ id: editing.id, body }) : add.mutateAsync(body),
    );
    toast({
      title: editing ? PROMOTION_UI_MESSAGES.promotionSaved : PROMOTION_UI_MESSAGES.promotionAdded,
    });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl!">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${editing.code}` : 'Add promotion'}</DialogTitle>
          <DialogDescription>
            Shoppers enter the code at checkout, in any case. Times are in your time zone.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            if (form.formState.isSubmitting) event.preventDefault();
            else void submit(event);
          }}
          className="grid gap-4"
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="promotion-code"
              label="Code (3 to 32 letters, digits, - or _)"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              error={error('code')}
              {...form.register('code')}
            />
            <FormField
              id="promotion-description"
              label="Description (optional)"
              maxLength={200}
              error={error('description')}
              {...form.register('description')}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">What the code gives</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {KINDS.map(({ kind: value, label }) => (
                <div key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`promotion-kind-${value}`}
                    value={value}
                    className="size-4 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    {...form.register('kind')}
                  />
                  <Label htmlFor={`promotion-kind-${value}`}>{label}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {kind !== 'freeShipping' && (
              <FormField
                key={kind}
                id="promotion-value"
                label={kind === 'percentage' ? 'Percentage off (1 to 90)' : 'Amount off (₹)'}
                type="number"
                inputMode={kind === 'percentage' ? 'numeric' : 'decimal'}
                min={kind === 'percentage' ? 1 : 0}
                max={kind === 'percentage' ? 90 : undefined}
                step={kind === 'percentage' ? 1 : 0.01}
                error={error('value')}
                {...form.register('value', { valueAsNumber: true })}
              />
            )}
            <FormField
              id="promotion-min-subtotal"
              label="Minimum spend on the items it applies to (₹)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              error={error('minSubtotal')}
              {...form.register('minSubtotal', { valueAsNumber: true })}
            />
          </div>
          <OptionCheckboxes
            legend="Categories it applies to (none ticked: every category)"
            idPrefix="promotion-category"
            options={CATEGORIES}
            registration={form.register('categories')}
            error={error('categories')}
          />
          <OptionCheckboxes
            legend="Brands it applies to (none ticked: every brand)"
            idPrefix="promotion-brand"
            options={BRANDS}
            registration={form.register('brands')}
            error={error('brands')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="promotion-starts-at"
              label="Starts (India time)"
              type="datetime-local"
              error={error('startsAt')}
              {...form.register('startsAt')}
            />
            <FormField
              id="promotion-ends-at"
              label="Ends (India time; blank: no end date)"
              type="datetime-local"
              error={error('endsAt')}
              {...form.register('endsAt')}
            />
            <FormField
              id="promotion-usage-limit"
              label="Uses in all (blank: no limit)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={error('usageLimit')}
              {...form.register('usageLimit', { valueAsNumber: true })}
            />
            <FormField
              id="promotion-per-customer-limit"
              label="Uses per customer (blank: no limit)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={error('perCustomerLimit')}
              {...form.register('perCustomerLimit', { valueAsNumber: true })}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="promotion-active" {...form.register('active')} />
            <Label htmlFor="promotion-active">Active: shoppers can use it between its dates</Label>
          </div>
          <DialogFormFooter
            refusal={refusal}
            submitting={form.formState.isSubmitting}
            busyLabel="Saving..."
          >
            {editing ? 'Save promotion' : 'Add promotion'}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
