import { formatRupees, type Promotion } from '@attire/contract';
import { Table, TableBody, TableCell, TableHeadings, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { useMediaQuery } from '@/lib/use-media-query';
import { appliesToText, offerText, perCustomerText, usesText } from '../lib/promotion-labels';
import { PromotionActions, type PromotionActionHandlers } from './promotion-actions';
import { PromotionStateBadge } from './promotion-state-badge';

// Six columns fit beside the admin menu from 1280 px; narrower screens get a card per code.
const WIDE = '(min-width: 1280px)';

type PromotionsListProps = PromotionActionHandlers & { promotions: readonly Promotion[] };

/** The promotion codes, newest first: what each gives, when, how often used, and its state. */
export function PromotionsList(props: PromotionsListProps) {
  const wide = useMediaQuery(WIDE, true);
  return wide ? <PromotionsTable {...props} /> : <PromotionCards {...props} />;
}

function Offer({ promotion }: { promotion: Promotion }) {
  return (
    <div className="grid gap-0.5">
      <span className="font-medium">{offerText(promotion)}</span>
      <span className="text-muted-foreground">{appliesToText(promotion)}</span>
      {promotion.minSubtotal > 0 && (
        <span className="text-muted-foreground">
          On orders from {formatRupees(promotion.minSubtotal)}
        </span>
      )}
    </div>
  );
}

function Dates({ promotion }: { promotion: Promotion }) {
  return (
    <div className="grid gap-0.5 whitespace-nowrap">
      <span>
        From{' '}
        <time dateTime={promotion.startsAt}>{formatDate(promotion.startsAt, { time: true })}</time>
      </span>
      <span className="text-muted-foreground">
        {promotion.endsAt ? (
          <>
            Until{' '}
            <time dateTime={promotion.endsAt}>{formatDate(promotion.endsAt, { time: true })}</time>
          </>
        ) : (
          'No end date'
        )}
      </span>
    </div>
  );
}

function Uses({ promotion, label }: { promotion: Promotion; label?: string }) {
  return (
    <div className="grid gap-0.5">
      <span>
        {label}
        {usesText(promotion)}
      </span>
      <span className="text-muted-foreground">{perCustomerText(promotion)}</span>
    </div>
  );
}

function Code({ promotion }: { promotion: Promotion }) {
  return (
    <div className="grid gap-0.5 [overflow-wrap:anywhere]">
      <span className="font-mono font-semibold">{promotion.code}</span>
      {promotion.description && (
        <span className="text-muted-foreground">{promotion.description}</span>
      )}
    </div>
  );
}

function PromotionsTable({ promotions, ...handlers }: PromotionsListProps) {
  return (
    <Table aria-label="Promotion codes">
      <TableHeadings headings={['Code', 'Offer', 'Dates', 'Uses', 'Status']} actions="Actions" />
      <TableBody>
        {promotions.map((promotion) => (
          <TableRow key={promotion.id}>
            <TableCell className="min-w-40">
              <Code promotion={promotion} />
            </TableCell>
            <TableCell className="min-w-40">
              <Offer promotion={promotion} />
            </TableCell>
            <TableCell>
              <Dates promotion={promotion} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <Uses promotion={promotion} />
            </TableCell>
            <TableCell>
              <PromotionStateBadge promotion={promotion} />
            </TableCell>
            <TableCell>
              <PromotionActions promotion={promotion} {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PromotionCards({ promotions, ...handlers }: PromotionsListProps) {
  return (
    <ul aria-label="Promotion codes" className="grid gap-3 sm:grid-cols-2">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="grid gap-3 rounded-lg border p-4 text-sm">
          <div className="flex items-start justify-between gap-2">
            <Code promotion={promotion} />
            <PromotionStateBadge promotion={promotion} />
          </div>
          <Offer promotion={promotion} />
          <Dates promotion={promotion} />
          <Uses promotion={promotion} label="Used " />
          <PromotionActions promotion={promotion} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
