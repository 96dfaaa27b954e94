import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { SETTINGS_MESSAGES, type StoreSettingsSchema } from '@attire/contract';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type StoreFields = z.input<typeof StoreSettingsSchema>;

interface HintedProps {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  /** The control, given its id and how it is described. */
  children: (described: {
    id: string;
    'aria-describedby': string;
    'aria-invalid'?: true;
  }) => ReactNode;
}

/** A labelled control with a hint under it, and its error after the hint, both announced. */
function Hinted({ id, label, hint, error, children }: HintedProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': error ? `${id}-hint ${id}-error` : `${id}-hint`,
        ...(error && { 'aria-invalid': true as const }),
      })}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

interface StoreContactFieldsProps {
  register: UseFormRegister<StoreFields>;
  errors: FieldErrors<StoreFields>;
}

/**
 * How shoppers reach the shop (its footer, contact page and every e-mail name them) and where
 * they send the items of a return.
 */
export function StoreContactFields({ register, errors }: StoreContactFieldsProps) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-1 font-semibold">Contact and returns</legend>
      <FormField
        id="store-support-email"
        label="Support e-mail"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.supportEmail?.message}
        {...register('supportEmail')}
      />
      <Hinted
        id="store-support-phone"
        label="Support phone (optional)"
        hint={SETTINGS_MESSAGES.supportPhoneHint}
        error={errors.supportPhone?.message}
      >
        {(described) => (
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="080 4123 4567"
            className="max-w-60"
            {...described}
            {...register('supportPhone')}
          />
        )}
      </Hinted>
      <Hinted
        id="store-return-address"
        label="Return address (optional)"
        hint={SETTINGS_MESSAGES.returnAddressHint}
        error={errors.returnAddress?.message}
      >
        {(described) => <Textarea rows={3} {...described} {...register('returnAddress')} />}
      </Hinted>
    </fieldset>
  );
}
