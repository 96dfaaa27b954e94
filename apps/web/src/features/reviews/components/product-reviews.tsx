import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** A product's reviews, newest first, and the form to add one. */
export function ProductReviews({ productId }: { productId: string }) {
  return (
    <section className="grid gap-4">
      <h3 className="text-xl font-bold">Reviews</h3>
      <div className="max-h-72 overflow-auto">
        <ReviewList productId={productId} />
      </div>
      <ReviewForm productId={productId} />
    </section>
  );
}
