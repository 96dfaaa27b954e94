import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  LIMITS,
  ORDER_STATUS_LABELS,
  UI_MESSAGES,
  UpdateOrderStatusSchema,
  nextOrderStatuses,
  type Order,
  ORDER_UI_MESSAGES,
} from '@attire/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { submitHandler } from '@/lib/form/submit';
import { useContractForm } from '@/lib/form/use-contract-form';
import { toast } from '@/lib/toast';
import { useUpdateOrderStatus } from '../api/update-order-status';

const FIELDS = ['orderStatus', 'note'] as const;

/**
 * Moves the order on: only the statuses the lifecycle allows next are offered (the server
 * refuses any other with a 409, toasted), with an optional note for the timeline. A delivered
 * or rejected order is final: the form gives way to a sentence saying so.
 */
export function OrderStatusForm({ order }: { order: Order }) {
  const allowed = nextOrderStatuses(order.orderStatus);
  // Set when this form's own update made the order final: focus moves to the sentence that
  // replaces the form instead of being lost with it.
  const [finishedHere, setFinishedHere] = useState(false);
  if (allowed.length === 0) return <FinalStatus takeFocus={finishedHere} />;
  return (
    <StatusChangeForm
      order={order}
      onUpdated={(updated) => setFinishedHere(nextOrderStatuses(updated.orderStatus).length === 0)}
    />
  );
}

function FinalStatus({ takeFocus }: { takeFocus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={ref} tabIndex={-1} className="text-sm text-muted-foreground outline-none">
      {ORDER_UI_MESSAGES.orderStatusFinal}
    </p>
  );
}

interface StatusChangeFormProps {
  order: Order;
  onUpdated: (order: Order) => void;
}

function StatusChangeForm({ order, onUpdated }: StatusChangeFormProps) {
  const update = useUpdateOrderStatus();
  const form = useContractForm(UpdateOrderStatusSchema, { defaultValues: { note: '' } });
  const chosen = useWatch({ control: form.control, name: 'orderStatus' });
  const allowed = nextOrderStatuses(order.orderStatus);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const submit = submitHandler(form, FIELDS, async (values) => {
    const reply = await update.mutateAsync({ id: order.id, ...values });
    onUpdated(reply.order);
    // The next step is chosen afresh from what the new status allows; focus goes back to the
    // choice, since the button is disabled until one is made.
    form.reset({ note: '' });
    trigger.current?.focus();
    toast({ title: reply.message ?? UI_MESSAGES.orderStatusUpdated });
  });

  return (
    <form
      onSubmit={(event) => {
        if (form.formState.isSubmitting) event.preventDefault();
        else void submit(event);
      }}
      className="grid gap-3"
      noValidate
    >
      <Label htmlFor="admin-order-status">Order Status</Label>
      <Controller
        control={form.control}
        name="orderStatus"
        render={({ field }) => (
          // '' shows the placeholder: nothing is chosen until the admin picks a next step.
          <Select value={field.value ?? ''} onValueChange={field.onChange}>
            <SelectTrigger
              id="admin-order-status"
              ref={(element) => {
                trigger.current = element;
                field.ref(element);
              }}
              onBlur={field.onBlur}
            >
              <SelectValue placeholder="Choose the next status" />
            </SelectTrigger>
            <SelectContent>
              {allowed.map((value) => (
                <SelectItem key={value} value={value}>
                  {ORDER_STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FormField
        id="admin-order-note"
        label="Note (optional)"
        multiline
        rows={2}
        maxLength={LIMITS.orderNoteMaxLength}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      {/* Not disabled while sending: a disabled button would drop keyboard focus. */}
      <Button
        type="submit"
        disabled={!chosen}
        aria-disabled={form.formState.isSubmitting || undefined}
      >
        {form.formState.isSubmitting ? 'Updating...' : 'Update Order Status'}
      </Button>
    </form>
  );
}
