import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useAddReview } from '../../api/add-review';
import { StarRatingInput } from './star-rating-input';

/**
 * Writes a review. Submit stays disabled while the message is blank (and until a star is
 * chosen); a refusal (not bought yet, already reviewed) shows the server's message as a toast.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const user = useCurrentUser();
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const addReview = useAddReview();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    addReview.mutate(
      {
        productId,
        userId: user.id,
        userName: user.name,
        reviewMessage: message.trim(),
        reviewValue: rating,
      },
      {
        onSuccess: () => {
          setMessage('');
          setRating(0);
          toast({ title: 'Review added successfully!' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <h3 className="font-semibold">Write a review</h3>
      <StarRatingInput name={`rating-${productId}`} value={rating} onChange={setRating} />
      <Label htmlFor={`review-${productId}`} className="sr-only">
        Review message
      </Label>
      <Input
        id={`review-${productId}`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder="Write a review..."
        maxLength={2000}
      />
      <Button type="submit" disabled={message.trim() === '' || rating < 1 || addReview.isPending}>
        Submit
      </Button>
    </form>
  );
}
