import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CHECKOUT_MESSAGES, PromoCodeInputSchema, savingLabel } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useContractForm } from '@/lib/form/use-contract-form';

const PromoFieldsSchema = z.object({ promoCode: PromoCodeInputSchema });

interface PromoCodeFormProps {
  /** The code the quote was worked out with; the field gives way to it and its Remove. */
  appliedCode: string | undefined;
  /** Why the server refused the last code tried, in its words. */
  refusal: string | null;
  applying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * One promotion code: typed and applied, or shown with Remove once the server has accepted it.
 * Focus follows the shopper's action, to Remove once applied and back to the field once removed,
 * since the button that was pressed leaves the page.
 */
export function PromoCodeForm({
  appliedCode,
  refusal,
  applying,
  onApply,
  onRemove,
}: PromoCodeFormProps) {
  const form = useContractForm(PromoFieldsSchema, { defaultValues: { promoCode: '' } });
  const typed = useWatch({ control: form.control, name: 'promoCode' }) ?? '';
  const focusNext = useRef<'field' | 'remove' | null>(null);
  const error = form.formState.errors.promoCode?.message ?? refusal;
  const empty = typed.trim() === '';

  if (appliedCode) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p id="promo-code-applied" role="status" className="min-w-0 font-medium">
          {savingLabel(appliedCode)}
        </p>
        <Button
          ref={(button) => {
            if (!button || focusNext.current !== 'remove') return;
            focusNext.current = null;
            button.focus();
          }}
          variant="outline"
          size="sm"
          aria-describedby="promo-code-applied"
          onClick={() => {
            focusNext.current = 'field';
            onRemove();
          }}
        >
          {CHECKOUT_MESSAGES.promoRemove}
        </Button>
      </div>
    );
  }

  const { ref: registerRef, ...field } = form.register('promoCode');
  const submit = form.handleSubmit(({ promoCode }) => {
    // Enter pressed again while the last code is still being quoted: wait for that answer.
    if (!promoCode || applying) return;
    focusNext.current = 'remove';
    onApply(promoCode);
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2" noValidate>
      <Label htmlFor="promo-code">{CHECKOUT_MESSAGES.promoLabel}</Label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          ref={(input) => {
            registerRef(input);
            if (!input || focusNext.current !== 'field') return;
            focusNext.current = null;
            input.focus();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : undefined}
          {...field}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={empty}
          aria-busy={applying || undefined}
          aria-disabled={applying || undefined}
          aria-describedby={empty ? 'promo-code-hint' : undefined}
        >
          {CHECKOUT_MESSAGES.promoApply}
        </Button>
      </div>
      {empty && (
        <p id="promo-code-hint" className="text-sm text-muted-foreground">
          {CHECKOUT_MESSAGES.promoApplyDisabled}
        </p>
      )}
      {error && (
        <p id="promo-code-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
