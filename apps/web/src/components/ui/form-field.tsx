import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  multiline?: boolean;
} & ComponentProps<'input'> &
  ComponentProps<'textarea'>;

/** A labelled input (or textarea) whose error is announced and tied to it. */
export function FormField({ id, label, error, multiline, ...props }: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea {...props} {...shared} /> : <Input {...props} {...shared} />}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
