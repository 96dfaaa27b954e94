import { MAIL_KIND_LABELS, type MailMessage } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { MailStateBadge } from './mail-state-badge';

interface MessagesTableProps {
  messages: readonly MailMessage[];
  onView: (message: MailMessage) => void;
}

/** The shop's e-mails: recipient, subject, kind, state and date, each with a View button. */
export function MessagesTable({ messages, onView }: MessagesTableProps) {
  return (
    <Table aria-label="E-mails">
      <TableHeadings headings={['To', 'Subject', 'Kind', 'State', 'Date']} actions="Action" />
      <TableBody>
        {messages.map((message) => (
          <TableRow key={message.id}>
            <TableCell className="[overflow-wrap:anywhere]">{message.to}</TableCell>
            <TableCell className="min-w-48">{message.subject}</TableCell>
            <TableCell className="whitespace-nowrap">{MAIL_KIND_LABELS[message.kind]}</TableCell>
            <TableCell>
              <MailStateBadge state={message.state} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={message.createdAt}>
                {formatDate(message.createdAt, { time: true })}
              </time>
            </TableCell>
            <TableCell>
              <Button size="sm" variant="outline" onClick={() => onView(message)}>
                View
                <span className="sr-only">
                  : {message.subject} to {message.to}
                </span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
