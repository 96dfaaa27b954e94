import type { ReactNode } from 'react';
import { MAIL_KIND_LABELS, type MailMessage } from '@attire/contract';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useMailMessage } from '../api/fetch-mail-message';
import { formatDate } from '@/lib/format-date';
import { MailPreview } from './mail-preview';
import { MailStateBadge } from './mail-state-badge';

interface MessageDetailsDialogProps {
  id: string;
  /** The message's row in the list, shown while the dialog asks for it. */
  shown?: MailMessage;
  onClose: () => void;
}

function Facts({ message }: { message: MailMessage }) {
  const facts: [string, ReactNode][] = [
    ['To', message.to],
    ['Kind', MAIL_KIND_LABELS[message.kind]],
    ['State', <MailStateBadge key="state" state={message.state} />],
    ['Written', formatDate(message.createdAt, { time: true })],
    ['Sent', message.sentAt ? formatDate(message.sentAt, { time: true }) : '—'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One e-mail: who it went to, its state, its links, and how it looks. */
export function MessageDetailsDialog({ id, shown, onClose }: MessageDetailsDialogProps) {
  const { data: message, isError } = useMailMessage(id, shown);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-3xl!"
        aria-describedby={undefined}
        // The dialog itself takes focus, not the first focusable thing in it: that may be the
        // preview frame, where Escape (a key press inside the frame) would not reach the dialog.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogTitle className="pr-6 leading-snug">{message?.subject ?? 'E-mail'}</DialogTitle>
        {message ? (
          <>
            <Facts message={message} />
            <MailPreview message={message} />
          </>
        ) : (
          // A failure (an unknown id) has been toasted; there is nothing more to show.
          !isError && <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
