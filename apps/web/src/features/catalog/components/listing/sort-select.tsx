import { SORT_OPTIONS, type SortId } from '@attire/contract';

/**
 * The sort menu as a native select: every browser and screen reader knows it, phones show their
 * own picker, and it costs no script.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortId;
  onChange: (value: SortId) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort-by" className="text-sm font-medium whitespace-nowrap">
        Sort by
      </label>
      <select
        id="sort-by"
        value={value}
        onChange={(event) => onChange(event.target.value as SortId)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
