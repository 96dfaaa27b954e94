import {
  RETURN_TRANSITIONS,
  toPaise,
  toRupees,
  type OrderReturn,
  type ReturnStatus,
  type UpdateReturnInput,
} from '@attire/contract';

export type ReturnStep = UpdateReturnInput['status'];

export interface ReturnAction {
  status: ReturnStep;
  /** The row's button ("Approve"). */
  label: string;
  /** The dialog's title and its confirm button ("Approve return"). */
  title: string;
}

/** In the order the back office shows them, whatever the order of the transition table. */
const ACTIONS: readonly ReturnAction[] = [
  { status: 'approved', label: 'Approve', title: 'Approve return' },
  { status: 'rejected', label: 'Reject', title: 'Reject return' },
  { status: 'refunded', label: 'Refund', title: 'Refund return' },
];

/** The steps an admin may take from a return's status (none once rejected or refunded). */
export function returnActions(status: ReturnStatus): readonly ReturnAction[] {
  const allowed = RETURN_TRANSITIONS[status];
  return ACTIONS.filter((action) => allowed.includes(action.status));
}

/** What refunding the return pays back: its lines at the prices paid. */
export function returnValue(entry: Pick<OrderReturn, 'items'>): number {
  return toRupees(entry.items.reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0));
}
