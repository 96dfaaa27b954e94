import type { CategoryId } from '@attire/contract';
import { Ruler } from 'lucide-react';
import { sizeGuide } from '../../lib/size-guide';

/**
 * The category's size guide, folded away until asked for: a disclosure (no script, keyboard
 * and screen readers for free) whose table scrolls sideways on its own on a narrow phone.
 */
export function SizeGuide({ category }: { category: CategoryId }) {
  const guide = sizeGuide(category);
  if (!guide) return null;
  return (
    <details className="text-sm">
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <Ruler className="size-4" aria-hidden="true" />
        Size guide
      </summary>
      <div className="mt-2 max-w-full overflow-x-auto rounded-md border">
        <table className="w-full text-left">
          <caption className="px-3 py-2 text-left text-muted-foreground">{guide.caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Size
              </th>
              {guide.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row.size} className="border-t">
                <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                  {row.size}
                </th>
                {row.values.map((value, index) => (
                  <td key={guide.columns[index]} className="px-3 py-1.5 tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
