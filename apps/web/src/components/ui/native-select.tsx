import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own <select>, dressed as an Input: phones show their native picker, typing a
 * letter jumps to an option, and screen readers know it without any script.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
