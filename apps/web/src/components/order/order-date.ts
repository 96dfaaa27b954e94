/** The spec shows an order's date as the part of its ISO timestamp before the T. */
export function orderDate(iso: string): string {
  return iso.split('T')[0] ?? iso;
}

const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment of the order's history in the reader's time zone: "14 Mar 2025, 6:45 pm". */
export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
