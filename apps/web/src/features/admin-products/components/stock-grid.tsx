import { Controller, type Control } from 'react-hook-form';
import { colourLabel, type ColourId, type ProductInput } from '@attire/contract';
import { Input } from '@/components/ui/input';
import type { ProductFormValues, VariantFormValues } from '../lib/product-form-values';
import { cellIndex, cellLabel } from '../lib/variant-grid';
import { ColourSwatch } from './colour-swatch';

interface StockGridProps {
  control: Control<ProductFormValues, unknown, ProductInput>;
  variants: readonly VariantFormValues[];
  sizes: readonly string[];
  colours: readonly ColourId[];
  /** What is wrong with the cells or the variants as a whole (a repeated SKU, say). */
  errors: readonly string[];
}

function ColourName({ colour }: { colour: ColourId }) {
  return (
    <span className="flex items-center gap-1.5">
      <ColourSwatch colour={colour} />
      {colourLabel(colour)}
    </span>
  );
}

/**
 * The stock of each size and colour: a row per size, a column per colour (a single Stock
 * column when only one of the two is chosen). It scrolls sideways inside its own box, so that
 * a phone's page keeps its width; the row names stay in view.
 */
export function StockGrid({ control, variants, sizes, colours, errors }: StockGridProps) {
  type Row = { size: string | null; colour: ColourId | null };
  const rows: Row[] =
    sizes.length > 0
      ? sizes.map((size) => ({ size, colour: null }))
      : colours.map((colour) => ({ size: null, colour }));
  const columns: (ColourId | null)[] =
    sizes.length > 0 && colours.length > 0 ? [...colours] : [null];

  return (
    // min-w-0: the form's grid would otherwise widen to the table instead of scrolling it.
    <div className="grid min-w-0 gap-2">
      <h3 id="stock-grid-heading" className="text-sm font-medium">
        Stock
      </h3>
      <div className="max-w-full overflow-x-auto rounded-md border">
        <table aria-labelledby="stock-grid-heading" className="text-sm">
          <thead>
            <tr className="border-b">
              <th
                scope="col"
                className="sticky left-0 bg-background px-3 py-2 text-left font-medium"
              >
                {sizes.length > 0 ? 'Size' : 'Colour'}
              </th>
              {columns.map((colour) => (
                <th
                  key={colour ?? 'stock'}
                  scope="col"
                  className="px-3 py-2 text-left font-medium whitespace-nowrap"
                >
                  {colour ? <ColourName colour={colour} /> : 'Stock'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size ?? row.colour} className="border-b last:border-0">
                <th
                  scope="row"
                  className="sticky left-0 bg-background px-3 py-2 text-left font-medium whitespace-nowrap"
                >
                  {row.size ?? (row.colour && <ColourName colour={row.colour} />)}
                </th>
                {columns.map((column) => {
                  const colour = column ?? row.colour;
                  const index = cellIndex(variants, row.size, colour);
                  if (index === -1) return <td key={column ?? 'stock'} />;
                  return (
                    <td key={column ?? 'stock'} className="px-2 py-1.5">
                      <Controller
                        // Keyed by place: a cell whose index moved registers afresh.
                        key={`${index}-${row.size}-${colour}`}
                        control={control}
                        name={`variants.${index}.totalStock`}
                        render={({ field, fieldState }) => (
                          <Input
                            ref={field.ref}
                            name={field.name}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            step={1}
                            aria-label={`Stock of ${cellLabel({ size: row.size, colour })}`}
                            aria-invalid={fieldState.error ? true : undefined}
                            className="w-20 min-w-20"
                            value={Number.isNaN(field.value) ? '' : field.value}
                            onFocus={(event) => event.target.select()}
                            onBlur={field.onBlur}
                            onChange={(event) =>
                              field.onChange(
                                event.target.value === '' ? Number.NaN : event.target.valueAsNumber,
                              )
                            }
                          />
                        )}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.map((message) => (
        <p key={message} className="text-sm text-destructive">
          {message}
        </p>
      ))}
    </div>
  );
}
