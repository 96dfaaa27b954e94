import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEndStockAlert } from '../api/end-stock-alert';
import { useStockAlerts } from '../api/fetch-stock-alerts';
import { STOCK_ALERT_TEXTS as TEXTS } from '../lib/stock-alert-texts';
import { StockAlertRow } from './stock-alert-row';

const HEADING_ID = 'stock-alerts-heading';

/**
 * Account > Alerts: the shopper's back-in-stock alerts, waiting or sent, each with End. An
 * ended alert's row goes, and focus moves on to the next row's End (else the previous one's,
 * else the heading), not to the page.
 */
export function StockAlertsList() {
  const alerts = useStockAlerts();
  const list = alerts.data;
  const end = useEndStockAlert();
  const heading = useRef<HTMLHeadingElement>(null);

  const onEnd = (id: string) => (event: MouseEvent<HTMLButtonElement>) => {
    if (end.isPending) return;
    const row = event.currentTarget.closest('li');
    const neighbour = [row?.nextElementSibling, row?.previousElementSibling]
      .map((item) => item?.querySelector<HTMLElement>('[data-end-alert]'))
      .find(Boolean);
    end.mutate(id, { onSuccess: () => (neighbour ?? heading.current)?.focus() });
  };

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h2
          id={HEADING_ID}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {TEXTS.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{TEXTS.intro}</p>
      </div>
      {alerts.isPending ? (
        <div role="status">
          <span className="sr-only">{TEXTS.loading}</span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : !list ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">{TEXTS.loadFailed}</p>
          <Button
            variant="outline"
            aria-disabled={alerts.isFetching || undefined}
            onClick={() => !alerts.isFetching && void alerts.refetch()}
          >
            {alerts.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid gap-1">
          <p className="text-muted-foreground">{TEXTS.empty}</p>
          <p className="text-sm text-muted-foreground">
            {TEXTS.emptyHint}{' '}
            <Link to="/shop/listing" className="font-medium text-primary underline">
              See all products
            </Link>
          </p>
        </div>
      ) : (
        <ul aria-labelledby={HEADING_ID} className="divide-y">
          {list.map((alert) => (
            <StockAlertRow
              key={alert.id}
              alert={alert}
              ending={end.isPending && end.variables === alert.id}
              onEnd={onEnd(alert.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
