import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface SettingsSectionProps<Data> {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<Data>;
  /** Said when the settings could not be read, before the server's reason. */
  failedMessage: string;
  children: (data: Data) => ReactNode;
}

/**
 * A settings page's frame: its heading, then a skeleton while the settings load, the failure
 * (in words, with Retry) when they could not be, or the form.
 */
export function SettingsSection<Data>({
  id,
  title,
  description,
  query,
  failedMessage,
  children,
}: SettingsSectionProps<Data>) {
  const { data, isPending, isError, error, isFetching, refetch } = query;
  return (
    <section
      aria-labelledby={id}
      aria-busy={isPending || undefined}
      className="grid min-w-0 gap-6 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold outline-none">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {data !== undefined ? (
        children(data)
      ) : isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">{failedMessage}</p>
          <p className="text-sm text-muted-foreground">{error.message}</p>
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : (
        isPending && (
          <div className="grid gap-4">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-1/2" />
          </div>
        )
      )}
    </section>
  );
}
