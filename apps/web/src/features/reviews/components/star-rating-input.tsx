import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  name: string;
}

/** 1 to 5 stars as native radio buttons: arrow keys move between them, each is labelled. */
export function StarRatingInput({ value, onChange, name }: StarRatingInputProps) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">Your rating</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <label
          key={star}
          className="cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="sr-only"
          />
          <Star
            aria-hidden="true"
            className={cn(
              'size-7',
              star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
            )}
          />
          <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
        </label>
      ))}
    </fieldset>
  );
}
