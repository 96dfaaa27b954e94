import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRupees, type OrderItem } from '@attire/contract';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { variantLabel } from '@/lib/variant-label';

interface LineQuantityFieldsProps {
  /** The order's lines, in its order. */
  lines: readonly OrderItem[];
  /** Units of each line that can still be asked for. */
  linesLeft: readonly number[];
  legend: string;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** react-hook-form's registration of line `index`'s quantity. */
  register: (index: number) => UseFormRegisterReturn;
  lineError: (index: number) => string | undefined;
  /** About the lines as a whole ("Choose at least one item"). */
  error?: string;
  /** Said under a line whose product no longer exists. */
  goneNote?: string;
}

/**
 * A quantity per line of an order, up to what is left of it (refunds and returns pick lines
 * this way); a line with nothing left is disabled.
 */
export function LineQuantityFields({
  lines,
  linesLeft,
  legend,
  idPrefix,
  register,
  lineError,
  error,
  goneNote,
}: LineQuantityFieldsProps) {
  const errorId = `${idPrefix}s-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ul className="grid gap-3">
        {lines.map((line, index) => {
          const id = `${idPrefix}-${index}`;
          const left = linesLeft[index] ?? 0;
          const variant = variantLabel(line);
          const message = lineError(index);
          return (
            <li key={`${line.productId ?? 'gone'}-${index}`} className="grid gap-1 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{line.title}</p>
                  <p className="text-muted-foreground">
                    {variant && `${variant} · `}
                    {formatRupees(line.price)} each · {left} of {line.quantity} left
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Label htmlFor={id}>
                    Quantity
                    <span className="sr-only">
                      {' '}
                      of {line.title}
                      {variant && ` (${variant})`}
                    </span>
                  </Label>
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left}
                    step={1}
                    className="w-20"
                    disabled={left === 0}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                    {...register(index)}
                  />
                </div>
              </div>
              {line.productId === null && goneNote && (
                <p className="text-muted-foreground">{goneNote}</p>
              )}
              {message && (
                <p id={`${id}-error`} className="text-destructive">
                  {message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
