import { useState, type ComponentProps } from 'react';
import {
  LIMITS,
  UI_MESSAGES,
  UpdateReturnSchema,
  type AdminReturn,
  ORDER_UI_MESSAGES,
} from '@attire/contract';
import { orderNumber } from '@/components/order/order-labels';
import { returnItemText } from '@/components/order/order-returns';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { formatRupees } from '@/lib/money';
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
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = submitHandler(form, ['note'], async (body) => {
    setRefusal(null);
    try {
      const reply = await update.mutateAsync({ id: entry.id, body });
      toast({ title: reply.message ?? ORDER_UI_MESSAGES.returnUpdated });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : UI_MESSAGES.somethingWentWrong);
      throw error;
    }
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
          {refusal && (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={action.status === 'rejected' ? 'destructive' : 'default'}
              aria-disabled={form.formState.isSubmitting || undefined}
            >
              {action.title}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
