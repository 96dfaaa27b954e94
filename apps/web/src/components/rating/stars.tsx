import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A read-only 0-5 star display; the number is spoken, the stars are decoration. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`Rated ${value.toFixed(1)} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= rounded ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}
