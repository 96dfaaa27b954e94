const STATUS_LABELS: Record<string, string> = {
  inTransit: 'In transit',
  inProcess: 'In process',
  inShipping: 'In shipping',
  rejected: 'Rejected',
  pending: 'Pending',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  paid: 'Paid',
};

/** A status as people read it ("In transit", not `inTransit`). */
export function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** The order number shown everywhere: the first 8 characters of its id, upper-cased. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
