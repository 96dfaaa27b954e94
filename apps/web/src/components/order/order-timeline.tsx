import { ORDER_STATUS_LABELS, type TimelineEntry } from '@attire/contract';
import { formatDate } from '@/lib/format-date';
import { orderActorLabel, orderEventLabel } from './order-labels';

interface OrderTimelineProps {
  timeline: readonly TimelineEntry[];
  /** Id of the section's heading, unique on the page. */
  headingId: string;
  /** Whose view this is: only the admin's says who took each step (the shop's inner workings). */
  viewer?: 'shopper' | 'admin';
}

/**
 * What happened to the order, oldest first: when, what, the status it left, and why; for the
 * admin, also who took the step.
 */
export function OrderTimeline({ timeline, headingId, viewer = 'shopper' }: OrderTimelineProps) {
  if (timeline.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        Timeline
      </h3>
      <ol className="grid gap-3 border-l-2 pl-4">
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="grid gap-0.5">
            <time dateTime={entry.at} className="text-muted-foreground">
              {formatDate(entry.at, { time: true })}
            </time>
            <p className="flex flex-wrap gap-x-2">
              <span className="font-medium">{ORDER_STATUS_LABELS[entry.status]}</span>
              <span aria-hidden="true">·</span>
              <span>{orderEventLabel(entry.event)}</span>
              {viewer === 'admin' && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>By {orderActorLabel(entry.by)}</span>
                </>
              )}
            </p>
            {entry.note && <p className="[overflow-wrap:anywhere]">Note: {entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
