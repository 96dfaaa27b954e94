import { UI_MESSAGES } from '@attire/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviews } from '../api/fetch-reviews';
import { Stars } from '@/components/rating/stars';

export function ReviewList({ productId }: { productId: string }) {
  const { data, isPending } = useReviews(productId);
  const reviews = data?.reviews;

  if (isPending) return <Skeleton className="h-16 w-full" />;
  if (!reviews?.length)
    return <p className="text-sm text-muted-foreground">{UI_MESSAGES.noReviews}</p>;
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full border font-bold"
          >
            {review.userName.charAt(0).toUpperCase()}
          </span>
          <div className="grid gap-1">
            <p className="font-bold">{review.userName}</p>
            <Stars value={review.reviewValue} />
            <p className="text-sm text-muted-foreground">{review.reviewMessage}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
