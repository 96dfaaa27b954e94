import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type ReturnStatus,
  ORDER_UI_MESSAGES,
} from '@attire/contract';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { focusFallbackIfOpenerGone } from '@/lib/focus-fallback';
import { useAdminReturns } from '../../api/fetch-admin-returns';
import type { ReturnAction } from '../../lib/return-actions';
import { ReturnActionDialog } from './return-action-dialog';
import { ReturnsList } from './returns-list';

const ALL = 'all';

interface Chosen {
  entry: AdminReturn;
  action: ReturnAction;
  /** The button that opened the dialog. */
  opener: Element | null;
}
const HEADING_ID = 'returns-heading';

/** The status filter lives in the address (?status=requested): a reload or a link keeps it. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = RETURN_STATUSES.find((candidate) => candidate === value);
  const setStatus = (next: ReturnStatus | undefined) => setParams(next ? { status: next } : {});
  return [status, setStatus] as const;
}

/** Returns: the shoppers' return requests, filterable by status, each approved, rejected or refunded. */
export function AdminReturnsPage() {
  const [status, setStatus] = useStatusFilter();
  const { data: returns, isPending } = useAdminReturns(status);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={HEADING_ID} className="text-xl font-semibold outline-none">
          Return Requests
        </h2>
        <div className="grid w-full gap-2 sm:w-56">
          <Label htmlFor="returns-status-filter">Status</Label>
          <Select
            value={status ?? ALL}
            onValueChange={(value) =>
              setStatus(value === ALL ? undefined : (value as ReturnStatus))
            }
          >
            <SelectTrigger id="returns-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {RETURN_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {RETURN_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : returns?.length ? (
        <ReturnsList
          returns={returns}
          onAction={(entry, action) => setChosen({ entry, action, opener: document.activeElement })}
        />
      ) : (
        // A failure is toasted by the API client; the list then says nothing.
        returns && (
          <p className="text-muted-foreground">
            {status ? ORDER_UI_MESSAGES.noReturnsWithStatus : ORDER_UI_MESSAGES.noReturns}
          </p>
        )
      )}
      {chosen && (
        <ReturnActionDialog
          entry={chosen.entry}
          action={chosen.action}
          onClose={() => setChosen(null)}
          // The button that opened the dialog goes when the return moves on (or leaves the
          // filtered list): focus then goes to the list's heading.
          onCloseAutoFocus={focusFallbackIfOpenerGone(() => chosen.opener, HEADING_ID)}
        />
      )}
    </section>
  );
}
