import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_UI_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMailMessages } from '../api/fetch-mail-messages';
import { MessageDetailsDialog } from './message-details-dialog';
import { MessagesPager } from './messages-pager';
import { MessagesTable } from './messages-table';
import { RecipientFilter } from './recipient-filter';

const HEADING_ID = 'messages-heading';

/**
 * The page, the recipient filter and the open e-mail live in the address
 * (?to=…&page=2&message=<id>): a reload, the Back button or a shared link keeps them.
 */
function useMessagesParams() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const state = {
    page: Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1,
    to: params.get('to') ?? '',
    openId: params.get('message'),
  };
  const set = (next: Partial<typeof state>, options?: { replace?: boolean }) => {
    const merged = { ...state, ...next };
    const search: Record<string, string> = {};
    if (merged.to) search.to = merged.to;
    if (merged.page > 1) search.page = String(merged.page);
    if (merged.openId) search.message = merged.openId;
    setParams(search, options);
  };
  return [state, set] as const;
}

/** Messages: every e-mail the shop wrote, to read the ones kept when no SMTP server is set. */
export function AdminMessagesPage() {
  const [{ page, to, openId }, setParams] = useMessagesParams();
  const { data, isPending, isFetching, refetch } = useMailMessages(page, to);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const shown = data?.messages.find((message) => message.id === openId);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="grid min-w-0 gap-4 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={HEADING_ID} className="text-xl font-semibold outline-none">
            E-mails
          </h2>
          <p className="text-sm text-muted-foreground">{ACCOUNT_UI_MESSAGES.messagesKeptHint}</p>
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <RecipientFilter value={to} onChange={(next) => setParams({ to: next, page: 1 })} />
          <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : data?.messages.length ? (
        <MessagesTable
          messages={data.messages}
          onView={(message) => setParams({ openId: message.id })}
        />
      ) : (
        // A failure is toasted by the API client; the list then says nothing.
        data && (
          <p className="text-muted-foreground">
            {to ? ACCOUNT_UI_MESSAGES.noMessagesTo : ACCOUNT_UI_MESSAGES.noMessages}
          </p>
        )
      )}
      {(pages > 1 || page > 1) && (
        <MessagesPager
          page={page}
          pages={Math.max(pages, page)}
          onPage={(next) => setParams({ page: next })}
        />
      )}
      {openId && (
        <MessageDetailsDialog
          key={openId}
          id={openId}
          shown={shown}
          onClose={() => setParams({ openId: null }, { replace: true })}
        />
      )}
    </section>
  );
}
