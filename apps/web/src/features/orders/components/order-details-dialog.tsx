import { Skeleton } from '@/components/ui/skeleton';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useOrderDetails } from '../api/fetch-order-details';
import { OrderDetails } from './order-details';

export function OrderDetailsDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { data: order } = useOrderDetails(orderId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl!" aria-describedby={undefined}>
        <DialogTitle>Order Details</DialogTitle>
        {order ? <OrderDetails order={order} /> : <Skeleton className="h-64 w-full" />}
      </DialogContent>
    </Dialog>
  );
}
