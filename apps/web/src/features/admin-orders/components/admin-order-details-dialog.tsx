import { OrderRefunds } from '@/components/order/order-refunds';
import { OrderReturns } from '@/components/order/order-returns';
import { OrderTimeline } from '@/components/order/order-timeline';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOrderDetails } from '../api/fetch-admin-order-details';
import { AdminOrderDetails } from './admin-order-details';
import { OrderRefundAction } from './order-refund-action';
import { OrderStatusForm } from './order-status-form';

interface AdminOrderDetailsDialogProps {
  orderId: string;
  onClose: () => void;
}

export function AdminOrderDetailsDialog({ orderId, onClose }: AdminOrderDetailsDialogProps) {
  const { data: order } = useAdminOrderDetails(orderId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl!" aria-describedby={undefined}>
        <DialogTitle>Order Details</DialogTitle>
        {order ? (
          <>
            <AdminOrderDetails order={order} />
            <Separator />
            <OrderStatusForm order={order} />
            <OrderRefundAction order={order} fallbackFocusId="admin-order-refunds" />
            <OrderRefunds
              orderId={order.id}
              refunds={order.refunds}
              documentViewer="admin"
              headingId="admin-order-refunds"
            />
            <OrderReturns returns={order.returns} headingId="admin-order-returns" />
            <OrderTimeline
              timeline={order.timeline}
              headingId="admin-order-timeline"
              viewer="admin"
            />
          </>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
