import type { AdminReturn } from '@attire/contract';
import { formatDate } from '@/lib/format-date';
import { orderNumber } from '@/components/order/order-labels';
import { returnItemText } from '@/components/order/order-returns';
import { ReturnStatusBadge } from '@/components/order/order-status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { returnActions, type ReturnAction } from '../../lib/return-actions';

export type OnReturnAction = (entry: AdminReturn, action: ReturnAction) => void;

interface ReturnsListProps {
  returns: readonly AdminReturn[];
  onAction: OnReturnAction;
}

/**
 * The returns as a table where its seven columns fit beside the admin menu (1280 px and up),
 * as cards on narrower screens: only one of them is displayed.
 */
export function ReturnsList({ returns, onAction }: ReturnsListProps) {
  return (
    <>
      <ReturnCards returns={returns} onAction={onAction} className="xl:hidden" />
      <div className="hidden xl:block">
        <ReturnsTable returns={returns} onAction={onAction} />
      </div>
    </>
  );
}

function Actions({ entry, onAction }: { entry: AdminReturn; onAction: OnReturnAction }) {
  const actions = returnActions(entry.status);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action.status}
          size="sm"
          variant={action.status === 'approved' ? 'default' : 'outline'}
          onClick={() => onAction(entry, action)}
        >
          {action.label}{' '}
          <span className="sr-only">the return of order {orderNumber(entry.orderId)}</span>
        </Button>
      ))}
    </div>
  );
}

function Items({ entry }: { entry: AdminReturn }) {
  return (
    <ul className="grid gap-0.5">
      {entry.items.map((item, index) => (
        <li key={`${item.productId ?? 'gone'}-${index}`} className="[overflow-wrap:anywhere]">
          {returnItemText(item)}
        </li>
      ))}
    </ul>
  );
}

function Reason({ entry }: { entry: AdminReturn }) {
  return (
    <div className="grid gap-0.5 [overflow-wrap:anywhere]">
      <p>{entry.reason}</p>
      {entry.note && <p className="text-muted-foreground">Note: {entry.note}</p>}
    </div>
  );
}

function ReturnsTable({ returns, onAction }: ReturnsListProps) {
  return (
    <Table aria-label="Returns">
      <TableHeadings
        headings={['Order', 'Customer', 'Date', 'Items', 'Reason', 'Status']}
        actions="Actions"
      />
      <TableBody>
        {returns.map((entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="font-mono text-xs">{orderNumber(entry.orderId)}</TableCell>
            <TableCell className="max-w-48 [overflow-wrap:anywhere]">
              {entry.customer.name}
              <br />
              <span className="text-muted-foreground">{entry.customer.email}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(entry.createdAt)}</TableCell>
            <TableCell>
              <Items entry={entry} />
            </TableCell>
            <TableCell>
              <Reason entry={entry} />
            </TableCell>
            <TableCell>
              <ReturnStatusBadge status={entry.status} />
            </TableCell>
            <TableCell>
              <Actions entry={entry} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ReturnCards({ returns, onAction, className }: ReturnsListProps & { className: string }) {
  return (
    <ul className={className} aria-label="Returns">
      {returns.map((entry) => (
        <li key={entry.id} className="grid gap-2 border-b py-3 text-sm last:border-0">
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono font-semibold">{orderNumber(entry.orderId)}</span>
            <ReturnStatusBadge status={entry.status} />
          </div>
          <p className="[overflow-wrap:anywhere]">
            {entry.customer.name}{' '}
            <span className="text-muted-foreground">({entry.customer.email})</span>
          </p>
          <p className="text-muted-foreground">{formatDate(entry.createdAt)}</p>
          <Items entry={entry} />
          <Reason entry={entry} />
          <Actions entry={entry} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
