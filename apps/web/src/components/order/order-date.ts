/** The spec shows an order's date as the part of its ISO timestamp before the T. */
export function orderDate(iso: string): string {
  return iso.split('T')[0] ?? iso;
}
