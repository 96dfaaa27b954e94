import { useMemo, type ComponentProps } from 'react';
import { type Order, ORDER_UI_MESSAGES, STORE_INFO_MESSAGES } from '@attire/contract';
import { LineQuantityFields } from '@/components/order/line-quantity-fields';
import { lineQuantityValue } from '@/components/order/line-quantities';
import { returnableQuantities } from '@/components/order/order-lines';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DialogFormFooter, useRefusal } from '@/components/ui/dialog-form';
import { formatDate } from '@/lib/format-date';
import { useShopInfo } from '@/lib/shop-info';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useRequestReturn } from '../api/request-return';
import { emptyReturnForm, returnFormSchema } from '../lib/return-form';
import { ReturnAddressNote } from './return-address-note';
import { ReturnReasonFields } from './return-reason-fields';

const FIELDS = ['items', 'reason', 'otherReason'] as const;

interface ReturnRequestDialogProps {
  order: Order;
  onClose: () => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * Asks to return some units of a delivered order: a quantity per line (up to what can still
 * be returned) and a reason, and says where the items will go. A refusal (the window closed
 * meanwhile) is shown in the dialog; a request closes it, with a toast that repeats where to
 * send the items, and the order then lists the return.
 */
export function ReturnRequestDialog({
  order,
  onClose,
  onCloseAutoFocus,
}: ReturnRequestDialogProps) {
  const schema = useMemo(() => returnFormSchema(order), [order]);
  const form = useContractForm(schema, { defaultValues: emptyReturnForm(order) });
  const request = useRequestReturn();
  const { refusal, attempt } = useRefusal();
  const { errors } = form.formState;
  const { data: shop } = useShopInfo();

  const submit = submitHandler(form, FIELDS, async (body) => {
    const reply = await attempt(() => request.mutateAsync({ orderId: order.id, body }));
    const address = shop?.returnAddress?.replace(/\s*\n\s*/g, ', ');
    toast({
      title: reply.message ?? ORDER_UI_MESSAGES.returnRequested,
      description:
        shop &&
        (address
          ? `Once we approve it, send the items to ${address}.`
          : STORE_INFO_MESSAGES.returnAddressLater),
    });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl!" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Request a return</DialogTitle>
          {order.returnableUntil && (
            <DialogDescription>
              Returns of this order are accepted until{' '}
              {formatDate(order.returnableUntil, { time: true })}.
            </DialogDescription>
          )}
        </DialogHeader>
        <form
          onSubmit={(event) => {
            if (form.formState.isSubmitting) event.preventDefault();
            else void submit(event);
          }}
          className="grid gap-4"
          noValidate
        >
          <LineQuantityFields
            lines={order.orderItems}
            linesLeft={returnableQuantities(order)}
            legend="Items to return"
            idPrefix="return-item"
            register={(index) => form.register(`items.${index}`, { setValueAs: lineQuantityValue })}
            lineError={(index) => errors.items?.[index]?.message}
            error={errors.items?.root?.message ?? errors.items?.message}
          />
          <ReturnReasonFields
            register={form.register}
            errors={errors}
            chosen={form.watch('reason')}
          />
          <ReturnAddressNote />
          <DialogFormFooter
            refusal={refusal}
            submitting={form.formState.isSubmitting}
            busyLabel="Sending..."
          >
            Send return request
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
