import type { ReactNode } from 'react';
import { LIMITS } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDemandReport } from '../api/fetch-demand-report';
import { AwaitedTable, WishedTable } from './demand-tables';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-4 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * Demand: what shoppers want and cannot buy. The products most kept on wishlists, and the
 * sold-out sizes and colours most waited for (alerts waiting), each with a link to its stock.
 */
export function DemandPage() {
  const { data, isPending, isFetching, refetch } = useDemandReport();
  if (isPending) {
    return (
      <div role="status" className="grid gap-6">
        <span className="sr-only">Loading what shoppers want...</span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!data) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-lg border bg-background p-4"
      >
        <p className="font-semibold">The demand report could not be loaded.</p>
        <Button
          variant="outline"
          aria-disabled={isFetching || undefined}
          onClick={() => !isFetching && void refetch()}
        >
          {isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  const top = LIMITS.demandReportSize;
  return (
    <div className="grid min-w-0 gap-6">
      <Section
        id="wished-heading"
        title="Most wished"
        intro={`Products shoppers keep on their wishlists, the ${top} most wished first.`}
      >
        {data.wished.length ? (
          <WishedTable products={data.wished} />
        ) : (
          <p className="text-muted-foreground">No product is on a wishlist yet.</p>
        )}
      </Section>
      <Section
        id="awaited-heading"
        title="Most awaited"
        intro={`Sold-out sizes and colours shoppers asked to hear about, the ${top} most awaited first.`}
      >
        {data.awaited.length ? (
          <AwaitedTable variants={data.awaited} />
        ) : (
          <p className="text-muted-foreground">No shopper is waiting for a sold-out size.</p>
        )}
      </Section>
    </div>
  );
}
