/**
 * An amount input whose empty value means "none" (a threshold that never applies): null then,
 * else the number (NaN for text that is not one, which the contract's schema refuses).
 */
export function nullableRupees(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}
