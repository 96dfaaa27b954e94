import type { OrderReturn } from '@attire/contract';
import { variantLabel } from '@/lib/variant-label';
import { formatDate } from '@/lib/format-date';
import { ReturnStatusBadge } from './order-status-badge';

/** "Linen shirt (Size M · Navy) × 1": what a return or a refund line is about. */
export function returnItemText(item: OrderReturn['items'][number]): string {
  const variant = variantLabel(item);
  return `${item.title}${variant ? ` (${variant})` : ''} × ${item.quantity}`;
}

interface OrderReturnsProps {
  returns: readonly OrderReturn[];
  /** Id of the section's heading, unique on the page. */
  headingId: string;
}

/** The shopper's return requests: when, what, why, where each stands and the shop's note. */
export function OrderReturns({ returns, headingId }: OrderReturnsProps) {
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        Returns
      </h3>
      <ul className="grid gap-3">
        {returns.map((entry) => (
          <li key={entry.id} className="grid gap-1 rounded-md border p-3">
            <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <time dateTime={entry.createdAt} className="text-muted-foreground">
                {formatDate(entry.createdAt, { time: true })}
              </time>
              <ReturnStatusBadge status={entry.status} />
            </p>
            <ul className="grid gap-0.5">
              {entry.items.map((item, index) => (
                <li
                  key={`${item.productId ?? 'gone'}-${index}`}
                  className="[overflow-wrap:anywhere]"
                >
                  {returnItemText(item)}
                </li>
              ))}
            </ul>
            <p className="[overflow-wrap:anywhere]">Reason: {entry.reason}</p>
            {entry.note && <p className="[overflow-wrap:anywhere]">Note: {entry.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
