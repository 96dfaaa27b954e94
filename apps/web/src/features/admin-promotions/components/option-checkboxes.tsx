import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface OptionCheckboxesProps {
  legend: string;
  idPrefix: string;
  options: readonly { id: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A group of native checkboxes under one field name: its value is the ids ticked. */
export function OptionCheckboxes({
  legend,
  idPrefix,
  options,
  registration,
  error,
}: OptionCheckboxesProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(({ id, label }) => {
          const inputId = `${idPrefix}-${id.replace(/[^a-z0-9]/gi, '')}`;
          return (
            <div key={id} className="flex items-center gap-2">
              <Checkbox id={inputId} value={id} {...registration} />
              <Label htmlFor={inputId}>{label}</Label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
