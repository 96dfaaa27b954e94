import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type AuthFieldProps = ComponentProps<typeof Input> & { id: string; label: string; error?: string };

/**
 * FormField's labelled input with its announced error, without the textarea FormField also
 * carries: the sign-in pages' first load counts every byte (docs/decisions/0007).
 */
export function AuthField({ id, label, error, ...props }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
