import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  CreateReviewSchema,
  FORM_MESSAGES,
  UI_MESSAGES,
  stillNeededMessage,
} from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitRow } from '@/components/ui/submit-row';
import { useCurrentUser } from '@/lib/auth-store';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useAddReview } from '../api/add-review';
import { useReviews } from '../api/fetch-reviews';
import { StarRatingInput } from './star-rating-input';

/** What the shopper types; the product and the account are added when sending. */
const ReviewFieldsSchema = CreateReviewSchema.pick({ reviewMessage: true, reviewValue: true });
const FIELDS = ['reviewMessage', 'reviewValue'] as const;
const EMPTY = { reviewMessage: '', reviewValue: 0 };

/**
 * Writing a review, for a shopper who may: one who has not bought the product (or has already
 * reviewed it) is told so in its place, before typing anything. Until the reviews have answered
 * whether they may, nothing is shown (the list above shows that it is loading); if that answer
 * failed, the form is shown and the server's refusal, if any, comes as a toast.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const { data, isPending } = useReviews(productId);
  // Set once this shopper's review is sent: the note that replaces the form then takes focus.
  const [sent, setSent] = useState(false);
  if (isPending) return null;
  const eligibility = data?.eligibility;
  if (eligibility && !eligibility.mayReview) {
    return <ReviewNotAllowed productId={productId} reason={eligibility.reason} focus={sent} />;
  }
  return <ReviewFields productId={productId} onSent={() => setSent(true)} />;
}

interface ReviewNotAllowedProps {
  productId: string;
  reason?: string;
  focus: boolean;
}

function ReviewNotAllowed({ productId, reason, focus }: ReviewNotAllowedProps) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) note.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby={`write-review-${productId}`} className="grid gap-2">
      <h3 id={`write-review-${productId}`} className="font-semibold">
        Write a review
      </h3>
      <p ref={note} tabIndex={-1} className="text-sm text-muted-foreground outline-none">
        {reason}
      </p>
    </section>
  );
}

/**
 * The form. Submit stays disabled while the message is blank (and until a star is chosen); a
 * refusal the page did not foresee shows the server's message as a toast.
 */
function ReviewFields({ productId, onSent }: { productId: string; onSent: () => void }) {
  const user = useCurrentUser();
  const addReview = useAddReview();
  const form = useContractForm(ReviewFieldsSchema, { defaultValues: EMPTY });
  const [message = '', rating = 0] = useWatch({
    control: form.control,
    name: ['reviewMessage', 'reviewValue'],
  });
  const messageError = form.formState.errors.reviewMessage?.message;
  const missing = [
    ...(rating < 1 ? [FORM_MESSAGES.missingRating] : []),
    ...(message.trim() === '' ? [FORM_MESSAGES.missingReview] : []),
  ];
  const hintId = `review-${productId}-missing`;

  const submit = submitHandler(form, FIELDS, async (review) => {
    await addReview.mutateAsync({ ...review, productId, userId: user.id, userName: user.name });
    form.reset(EMPTY);
    toast({ title: UI_MESSAGES.reviewAdded });
    onSent();
  });

  return (
    <form
      onSubmit={(event) => {
        if (form.formState.isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      className="grid gap-3"
      noValidate
    >
      <h3 className="font-semibold">Write a review</h3>
      <Controller
        control={form.control}
        name="reviewValue"
        render={({ field }) => (
          <StarRatingInput
            name={`rating-${productId}`}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Label htmlFor={`review-${productId}`} className="sr-only">
        Review message
      </Label>
      <Input
        id={`review-${productId}`}
        placeholder="Write a review..."
        maxLength={2000}
        aria-invalid={messageError ? true : undefined}
        aria-describedby={messageError ? `review-${productId}-error` : undefined}
        {...form.register('reviewMessage')}
      />
      {messageError && (
        <p id={`review-${productId}-error`} className="text-sm text-destructive">
          {messageError}
        </p>
      )}
      {/* Not disabled while sending: a disabled button would drop keyboard focus, and a
          refused review would leave the shopper nowhere. */}
      <SubmitRow hintId={hintId} hint={missing.length > 0 ? stillNeededMessage(missing) : null}>
        <Button
          type="submit"
          disabled={missing.length > 0}
          aria-disabled={form.formState.isSubmitting || undefined}
          aria-describedby={missing.length > 0 ? hintId : undefined}
        >
          Submit
        </Button>
      </SubmitRow>
    </form>
  );
}
