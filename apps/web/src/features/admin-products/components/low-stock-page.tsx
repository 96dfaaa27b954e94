import { Link, useSearchParams } from 'react-router';
import { LIMITS, UI_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLowStock } from '../api/fetch-low-stock';
import { LowStockTable } from './low-stock-table';

/** The page number in the address (?page=2), so that a page can be reloaded or shared. */
function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const link = (to: number, label: string) =>
    to >= 1 && to <= pages ? (
      <Button asChild variant="outline" size="sm">
        <Link to={{ search: to === 1 ? '' : `?page=${to}` }}>{label}</Link>
      </Button>
    ) : (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      {link(page - 1, 'Previous')}
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      {link(page + 1, 'Next')}
    </nav>
  );
}

/** Low Stock: the sizes and colours running out, a page at a time, each a link to restock. */
export function LowStockPage() {
  const page = usePageParam();
  const { data, isPending } = useLowStock(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <section
      aria-labelledby="low-stock-heading"
      className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <div className="grid gap-1">
        <h2 id="low-stock-heading" className="text-xl font-semibold">
          Running Low
        </h2>
        <p className="text-sm text-muted-foreground">
          Sizes and colours with {LIMITS.lowStockThreshold} or fewer left, the emptiest first.
        </p>
      </div>
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : data?.variants.length ? (
        <LowStockTable variants={data.variants} />
      ) : (
        // A failure is toasted by the API client; the list then says nothing.
        data && <p className="text-muted-foreground">{UI_MESSAGES.noLowStock}</p>
      )}
      {(pages > 1 || page > 1) && <Pager page={page} pages={Math.max(pages, page)} />}
    </section>
  );
}
