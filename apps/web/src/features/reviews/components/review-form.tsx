import { Controller, useWatch } from 'react-hook-form';
import { CreateReviewSchema, UI_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/lib/auth-store';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useAddReview } from '../api/add-review';
import { StarRatingInput } from './star-rating-input';

/** What the shopper types; the product and the account are added when sending. */
const ReviewFieldsSchema = CreateReviewSchema.pick({ reviewMessage: true, reviewValue: true });
const FIELDS = ['reviewMessage', 'reviewValue'] as const;
const EMPTY = { reviewMessage: '', reviewValue: 0 };

/**
 * Writes a review. Submit stays disabled while the message is blank (and until a star is
 * chosen); a refusal (not bought yet, already reviewed) shows the server's message as a toast.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const user = useCurrentUser();
  const addReview = useAddReview();
  const form = useContractForm(ReviewFieldsSchema, { defaultValues: EMPTY });
  const [message = '', rating = 0] = useWatch({
    control: form.control,
    name: ['reviewMessage', 'reviewValue'],
  });
  const messageError = form.formState.errors.reviewMessage?.message;

  const submit = submitHandler(form, FIELDS, async (review) => {
    await addReview.mutateAsync({ ...review, productId, userId: user.id, userName: user.name });
    form.reset(EMPTY);
    toast({ title: UI_MESSAGES.reviewAdded });
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
      <Button
        type="submit"
        disabled={message.trim() === '' || rating < 1}
        aria-disabled={form.formState.isSubmitting || undefined}
      >
        Submit
      </Button>
    </form>
  );
}
