import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A plain <label>: Radix's Label adds nothing the login page should pay for.
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
