import { imageSrcSet, type StockAlert } from '@attire/contract';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { variantLabel } from '@/lib/variant-label';
import { STOCK_ALERT_TEXTS as TEXTS, sentText } from '../lib/stock-alert-texts';

interface StockAlertRowProps {
  alert: StockAlert;
  ending: boolean;
  onEnd: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The product's page, on the alert's colour (the catalog's productPath: features stay apart). */
function productLink({ productId, colour }: StockAlert): string {
  return `/shop/product/${productId}${colour ? `?colour=${colour}` : ''}`;
}

/** One alert: the product's picture and title, its size and colour, where it stands, End. */
export function StockAlertRow({ alert, ending, onEnd }: StockAlertRowProps) {
  const kind = variantLabel(alert);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <img
        src={alert.image}
        srcSet={imageSrcSet(alert.image)}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="grid min-w-0 flex-1 basis-40 gap-1">
        <Link
          to={productLink(alert)}
          className="font-semibold [overflow-wrap:anywhere] hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {alert.title}
        </Link>
        {kind && <p className="text-sm text-muted-foreground">{kind}</p>}
        <p className="text-sm">
          {alert.status === 'waiting' ? (
            <Badge variant="secondary">{TEXTS.waiting}</Badge>
          ) : (
            <Badge variant="success">{sentText(alert.sentAt)}</Badge>
          )}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="h-11 min-w-20 aria-disabled:opacity-60"
        data-end-alert=""
        aria-label={`End the alert for ${alert.title}${kind ? `, ${kind}` : ''}`}
        aria-disabled={ending || undefined}
        onClick={onEnd}
      >
        {ending ? 'Ending...' : 'End'}
      </Button>
    </li>
  );
}
