import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SubmitRowProps = ComponentProps<'div'> & {
  /** Id of the hint, for the button's `aria-describedby`. */
  hintId: string;
  /** What the button is waiting for, in words; null while it can be pressed. */
  hint: string | null;
};

/**
 * A form's submit button with, beside it, why it is disabled: a grey button alone does not say
 * what is still missing. The button names the hint as its description (`aria-describedby`).
 */
export function SubmitRow({ hintId, hint, className, children, ...props }: SubmitRowProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)} {...props}>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
