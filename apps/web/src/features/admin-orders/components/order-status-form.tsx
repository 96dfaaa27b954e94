import { useState, type FormEvent } from 'react';
import { UI_MESSAGES, ORDER_STATUSES, type Order, type OrderStatus } from '@attire/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { orderStatusLabel } from '@/components/order/order-labels';
import { toast } from '@/lib/toast';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** Any status can follow any other: the spec shows no transition rules. */
export function OrderStatusForm({ order }: { order: Order }) {
  const [status, setStatus] = useState<OrderStatus>(order.orderStatus);
  const update = useUpdateOrderStatus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: order.id, orderStatus: status },
      { onSuccess: ({ message }) => toast({ title: message ?? UI_MESSAGES.orderStatusUpdated }) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      <Label htmlFor="admin-order-status">Order Status</Label>
      <Select value={status} onValueChange={(value) => setStatus(value as OrderStatus)}>
        <SelectTrigger id="admin-order-status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ORDER_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {orderStatusLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Order Status'}
      </Button>
    </form>
  );
}
