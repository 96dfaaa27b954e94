import {
  PAYMENT_RETURN_MESSAGES,
  PAYMENT_STATUS_LABELS,
  RETURN_STATUS_LABELS,
  statusLabel,
  type OrderStatus,
  type PaymentStatus,
  type ReturnStatus,
} from '@attire/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type BadgeVariant = NonNullable<BadgeProps['variant']>;

/** The spec's colours: green for confirmed and delivered, red for rejected, black otherwise. */
export function orderStatusVariant(status: string): BadgeVariant {
  if (status === 'confirmed' || status === 'delivered') return 'success';
  if (status === 'rejected') return 'destructive';
  return 'default';
}

/** Money in is green, money given back grey (in part) or outlined (all of it), a failure red. */
const PAYMENT_VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  pending: 'default',
  paid: 'success',
  partiallyRefunded: 'secondary',
  refunded: 'outline',
  failed: 'destructive',
};

/** A return waiting for the admin is black, an approved one grey, then green or red. */
const RETURN_VARIANTS: Record<ReturnStatus, BadgeVariant> = {
  requested: 'default',
  approved: 'secondary',
  refunded: 'success',
  rejected: 'destructive',
};

interface OrderStatusBadgeProps {
  status: OrderStatus | string;
  /** With it, an order ended because its payment never came reads "Not paid", not "Rejected". */
  paymentStatus?: PaymentStatus;
}

export function OrderStatusBadge({ status, paymentStatus }: OrderStatusBadgeProps) {
  if (status === 'rejected' && paymentStatus === 'failed') {
    return (
      <Badge variant="secondary" size="lg">
        {PAYMENT_RETURN_MESSAGES.notPaid}
      </Badge>
    );
  }
  return (
    <Badge variant={orderStatusVariant(status)} size="lg">
      {statusLabel(status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant={PAYMENT_VARIANTS[status] ?? 'default'} size="lg">
      {PAYMENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge variant={RETURN_VARIANTS[status] ?? 'default'}>
      {RETURN_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
