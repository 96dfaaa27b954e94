import { type OrderActor, type TimelineEntry, ORDER_UI_MESSAGES } from '@attire/contract';

/** The order number shown everywhere: the first 8 characters of its id, upper-cased. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const ACTOR_LABELS: Record<OrderActor, string> = {
  shopper: ORDER_UI_MESSAGES.orderActorShopper,
  admin: ORDER_UI_MESSAGES.orderActorAdmin,
  system: ORDER_UI_MESSAGES.orderActorSystem,
};

/** Who took a step of the order's timeline, as people read it. */
export function orderActorLabel(actor: OrderActor): string {
  return ACTOR_LABELS[actor];
}

const EVENT_LABELS: Record<TimelineEntry['event'], string> = {
  placed: ORDER_UI_MESSAGES.orderEventPlaced,
  paid: ORDER_UI_MESSAGES.orderEventPaid,
  status: ORDER_UI_MESSAGES.orderEventStatus,
  refund: ORDER_UI_MESSAGES.orderEventRefund,
  return: ORDER_UI_MESSAGES.orderEventReturn,
  expired: ORDER_UI_MESSAGES.orderEventExpired,
};

/** What kind of step a timeline entry records ("Order placed", "Refund"). */
export function orderEventLabel(event: TimelineEntry['event']): string {
  return EVENT_LABELS[event];
}
