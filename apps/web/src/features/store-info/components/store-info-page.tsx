import type { ReactNode } from 'react';
import { STORE_INFO_MESSAGES, STORE_NAME, type ShopInfo } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useShopInfo } from '@/lib/shop-info';

interface StoreInfoPageProps {
  title: string;
  /** The page's words, made from what the shop says about itself. */
  children: (shop: ShopInfo) => ReactNode;
}

/**
 * The frame of the shop's pages about itself: the heading at once (focus lands on it after a
 * change of page), then grey lines while the shop's details load, the failure in words with
 * Retry, or the page.
 */
export function StoreInfoPage({ title, children }: StoreInfoPageProps) {
  const { data, isError, error, isFetching, refetch } = useShopInfo();
  return (
    <article className="mx-auto grid w-full max-w-3xl content-start gap-6 p-4 md:p-6">
      <title>{`${title} · ${STORE_NAME}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {data ? (
        <div className="grid gap-6 leading-relaxed">{children(data)}</div>
      ) : isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">{STORE_INFO_MESSAGES.loadFailed}</p>
          <p className="text-sm text-muted-foreground">{error.message}</p>
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? STORE_INFO_MESSAGES.retrying : STORE_INFO_MESSAGES.retry}
          </Button>
        </div>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{STORE_INFO_MESSAGES.loading}</span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
    </article>
  );
}

/** A heading and its paragraphs within a page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
