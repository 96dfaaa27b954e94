import { useMemo, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { formatRupees, LIMITS, ORDER_UI_MESSAGES, type Order } from '@attire/contract';
import { LineQuantityFields } from '@/components/order/line-quantity-fields';
import { lineQuantityValue } from '@/components/order/line-quantities';
import { refundableAmount, refundableQuantities } from '@/components/order/order-lines';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DialogFormFooter, useRefusal } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useRefundOrder } from '../api/refund-order';
import { emptyRefundForm, refundFormSchema, refundLinesTotal } from '../lib/refund-form';

const FIELDS = ['items', 'amount', 'reason'] as const;
const MODES = [
  { value: 'items', label: 'Whole items' },
  { value: 'amount', label: 'An amount' },
] as const;

interface RefundDialogProps {
  order: Order;
  onClose: () => void;
  /** Where focus goes when the dialog closes (its opener, unless the caller says otherwise). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * Refunds whole lines (a quantity per line, up to what is left of it) or an amount (up to
 * what is left of the payment), with a reason and, for lines, whether they go back in stock.
 * A refusal of the server (409: more than is left, nothing paid) is shown in the dialog; a
 * refund closes it, with a toast, and the order shows its new refund at once.
 */
export function RefundDialog({ order, onClose, onCloseAutoFocus }: RefundDialogProps) {
  const schema = useMemo(() => refundFormSchema(order), [order]);
  const form = useContractForm(schema, { defaultValues: emptyRefundForm(order) });
  const refund = useRefundOrder();
  const { refusal, attempt } = useRefusal();
  const [mode, quantities = []] = useWatch({ control: form.control, name: ['mode', 'items'] });
  const amountLeft = refundableAmount(order);
  const { errors } = form.formState;

  const submit = submitHandler(form, FIELDS, async (body) => {
    const reply = await attempt(() => refund.mutateAsync({ id: order.id, body }));
    toast({ title: reply.message ?? ORDER_UI_MESSAGES.refundIssued });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl!" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Refund</DialogTitle>
          <DialogDescription>
            Paid {formatRupees(order.totalAmount)}, refunded {formatRupees(order.refundedAmount)}:
            up to {formatRupees(amountLeft)} can be refunded.
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
          {/* Native radios, as the checkbox is: keyboard and forms work without a script. */}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">What to refund</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {MODES.map(({ value, label }) => (
                <div key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`refund-mode-${value}`}
                    value={value}
                    className="size-4 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                    {...form.register('mode')}
                  />
                  <Label htmlFor={`refund-mode-${value}`}>{label}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          {mode === 'items' ? (
            <>
              <LineQuantityFields
                lines={order.orderItems}
                linesLeft={refundableQuantities(order)}
                legend="Items to refund"
                idPrefix="refund-item"
                register={(index) =>
                  form.register(`items.${index}`, { setValueAs: lineQuantityValue })
                }
                lineError={(index) => errors.items?.[index]?.message}
                error={errors.items?.root?.message ?? errors.items?.message}
                goneNote={ORDER_UI_MESSAGES.refundLineGone}
              />
              <div className="flex items-center gap-2">
                <Checkbox id="refund-restock" {...form.register('restock')} />
                <Label htmlFor="refund-restock">Put the items back in stock</Label>
              </div>
              <p className="text-sm">
                Refund total: {formatRupees(refundLinesTotal(order, quantities))}
              </p>
            </>
          ) : (
            <FormField
              id="refund-amount"
              label={`Amount (up to ${formatRupees(amountLeft)})`}
              type="number"
              inputMode="decimal"
              min={0}
              max={amountLeft}
              step={0.01}
              error={errors.amount?.message}
              {...form.register('amount', { valueAsNumber: true })}
            />
          )}
          <FormField
            id="refund-reason"
            label="Reason"
            multiline
            rows={2}
            maxLength={LIMITS.orderNoteMaxLength}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <DialogFormFooter
            refusal={refusal}
            submitting={form.formState.isSubmitting}
            busyLabel="Refunding..."
          >
            Issue refund
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
