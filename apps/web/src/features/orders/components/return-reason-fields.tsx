import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { RETURN_OTHER_MAX_LENGTH, RETURN_REASON_MESSAGES, RETURN_REASONS } from '@attire/contract';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import type { ReturnFormValues } from '../lib/return-form';

interface ReturnReasonFieldsProps {
  register: UseFormRegister<ReturnFormValues>;
  errors: FieldErrors<ReturnFormValues>;
  /** The reason chosen so far: "Other" asks for the shopper's own words. */
  chosen: string | null | undefined;
}

/**
 * Why the items go back: one of the shop's reasons, as native radios (keyboard and forms work
 * without a script, as in the refund dialog), and for "Other" a field the shopper must fill.
 */
export function ReturnReasonFields({ register, errors, chosen }: ReturnReasonFieldsProps) {
  const error = errors.reason?.message;
  return (
    <>
      <fieldset className="grid gap-2" aria-describedby={error ? 'return-reason-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{RETURN_REASON_MESSAGES.legend}</legend>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {RETURN_REASONS.map((reason, index) => (
            <div key={reason} className="flex items-center gap-2">
              <input
                type="radio"
                id={`return-reason-${index}`}
                value={reason}
                className="size-4 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                {...register('reason')}
              />
              {/* Tall enough to tap on a phone. */}
              <Label htmlFor={`return-reason-${index}`} className="py-1.5">
                {reason}
              </Label>
            </div>
          ))}
        </div>
        {error && (
          <p id="return-reason-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </fieldset>
      {chosen === 'Other' && (
        <FormField
          id="return-reason-other"
          label={RETURN_REASON_MESSAGES.otherLabel}
          multiline
          rows={3}
          required
          maxLength={RETURN_OTHER_MAX_LENGTH}
          error={errors.otherReason?.message}
          {...register('otherReason')}
        />
      )}
    </>
  );
}
