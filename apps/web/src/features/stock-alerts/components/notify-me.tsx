import { Bell, MailCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAddStockAlert } from '../api/add-stock-alert';
import { useStockAlerts } from '../api/fetch-stock-alerts';
import { ALERTS_PATH, STOCK_ALERT_TEXTS as TEXTS } from '../lib/stock-alert-texts';

interface NotifyMeProps {
  productId: string;
  /** The sold-out size and colour chosen; null while one is still to choose. */
  variantId: string | null;
  /** Says what is still to choose, as Add to cart would. */
  onChoiceMissing: () => void;
}

/**
 * "Notify me", in place of Add to cart for a sold-out size and colour: pressed, it asks for a
 * back-in-stock alert, and then reads "We'll e-mail you", as it does for an alert already
 * waiting. That state is unavailable in words (aria-disabled, described by why) rather than
 * disabled, so that keyboard focus stays on it; the line beneath says the change aloud.
 */
export function NotifyMe({ productId, variantId, onChoiceMissing }: NotifyMeProps) {
  const hintId = useId();
  const { data: alerts } = useStockAlerts();
  const add = useAddStockAlert();
  const waiting =
    variantId !== null &&
    ((add.isSuccess && add.data.variantId === variantId) ||
      Boolean(
        alerts?.some((alert) => alert.variantId === variantId && alert.status === 'waiting'),
      ));

  const ask = () => {
    if (waiting || add.isPending) return;
    if (variantId === null) onChoiceMissing();
    else add.mutate({ productId, variantId });
  };

  return (
    <div className="grid gap-2">
      <Button
        className="w-full aria-disabled:cursor-default"
        size="lg"
        variant={waiting ? 'secondary' : 'default'}
        aria-disabled={waiting || add.isPending || undefined}
        aria-describedby={hintId}
        onClick={ask}
      >
        {waiting ? <MailCheck aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {waiting ? TEXTS.willEmail : TEXTS.notifyMe}
      </Button>
      <p id={hintId} aria-live="polite" className="text-sm text-muted-foreground">
        {waiting ? (
          <>
            {TEXTS.waitingHint}{' '}
            <Link to={ALERTS_PATH} className="font-medium text-primary underline">
              {TEXTS.seeAlerts}
            </Link>
          </>
        ) : (
          TEXTS.soldOutHint
        )}
      </p>
    </div>
  );
}
