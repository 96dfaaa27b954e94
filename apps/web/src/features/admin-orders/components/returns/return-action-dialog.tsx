import { type ComponentProps } from 'react';
import {
  formatRupees,
  LIMITS,
  ORDER_UI_MESSAGES,
  UpdateReturnSchema,
  type AdminReturn,
} from '@attire/contract';
import { orderNumber } from '@/components/order/order-labels';
import { returnItemText } from '@/components/order/order-returns';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DialogFormFooter, useRefusal } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useUpdateReturn } from '../../api/update-return';
import { returnValue, type ReturnAction } from '../../lib/return-actions';

interface ReturnActionDialogProps {
  entry: AdminReturn;
  action: ReturnAction;
  onClose: () => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * Confirms one step of a return (approve, reject or refund) with an optional note the shopper
 * sees. A refusal (409: the return moved on meanwhile) is shown in the dialog.
 */
export function ReturnActionDialog({
  entry,
  action,
  onClose,
  onCloseAutoFocus,
}: ReturnActionDialogProps) {
  const update = useUpdateReturn();
  const form = useContractForm(UpdateReturnSchema, {
    defaultValues: { status: action.status, note: '' },
  });
  const { refusal, attempt } = useRefusal();

  const submit = submitHandler(form, ['note'], async (body) => {
    const reply = await attempt(() => update.mutateAsync({ id: entry.id, body }));
    toast({ title: reply.message ?? ORDER_UI_MESSAGES.returnUpdated });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{action.title}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            Order {orderNumber(entry.orderId)}, {entry.customer.name}:{' '}
            {entry.items.map(returnItemText).join(', ')}.
            {action.status === 'refunded' &&
              ` ${formatRupees(returnValue(entry))} is paid back and the items go back in stock.`}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            if (form.formState.isSubmitting) event.preventDefault();
            else void submit(event);
          }}
          className="grid gap-4"
          noValidate
        >
          <FormField
            id="return-note"
            label="Note (optional)"
            multiline
            rows={2}
            maxLength={LIMITS.orderNoteMaxLength}
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
          <DialogFormFooter
            refusal={refusal}
            submitting={form.formState.isSubmitting}
            variant={action.status === 'rejected' ? 'destructive' : 'default'}
          >
            {action.title}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
