import type { OrderStatus } from '@attire/contract';
import { Badge } from '@/components/ui/badge';
import { orderStatusLabel } from './order-labels';

/** The spec's colours: green for confirmed and delivered, red for rejected, black otherwise. */
export function orderStatusVariant(status: string): 'success' | 'destructive' | 'default' {
  if (status === 'confirmed' || status === 'delivered') return 'success';
  if (status === 'rejected') return 'destructive';
  return 'default';
}

export function OrderStatusBadge({ status }: { status: OrderStatus | string }) {
  return (
    <Badge variant={orderStatusVariant(status)} size="lg">
      {orderStatusLabel(status)}
    </Badge>
  );
}
