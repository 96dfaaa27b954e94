import type { ListingFacets } from '@attire/contract';
import { cn } from '@/lib/cn';
import type { FilterKey } from '../../lib/filters';

/**
 * How many products each value of a group would show, or undefined before the first reply
 * (then nothing is counted or disabled). A value the reply leaves out has none.
 */
export function facetCounts(
  facets: ListingFacets | undefined,
  key: FilterKey,
): ((id: string) => number) | undefined {
  if (!facets) return undefined;
  const counts = new Map(facets[key].map((facet) => [facet.id, facet.count]));
  return (id) => counts.get(id) ?? 0;
}

/**
 * A value's count beside its label. Checkboxes point at it with aria-describedby, so a screen
 * reader hears "Navy, checkbox, 12 products" while the name stays "Navy".
 */
export function FacetCount({
  id,
  count,
  onPrimary = false,
  className,
}: {
  id: string;
  count: number | undefined;
  /** On a chosen (primary-coloured) chip. */
  onPrimary?: boolean;
  className?: string;
}) {
  if (count === undefined) return null;
  const tone = onPrimary ? 'text-primary-foreground/80' : 'text-muted-foreground';
  return (
    <span id={id} className={cn('text-xs tabular-nums', tone, className)}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`${count} ${count === 1 ? 'product' : 'products'}`}</span>
    </span>
  );
}
