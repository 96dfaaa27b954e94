// The shop sells in India: every date it shows is India's, wherever the reader's computer is,
// so that an order placed at 00:15 in Pune is not dated the day before (as the part of its UTC
// timestamp before the T would say) and the same moment reads the same on every page.
const INDIA = 'Asia/Kolkata';

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA,
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA,
  timeZoneName: 'short',
});

/**
 * The one way the web app writes a date: "15 Mar 2025", or with `time` the moment in India's
 * time, "15 Mar 2025, 12:15 am IST". Text that is not a date comes back as it is.
 */
export function formatDate(iso: string, { time = false }: { time?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (time ? DATE_TIME : DATE).format(date);
}

/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
const INDIA_OFFSET = '+05:30';

/** `2025-03-14T10:00` in India's time, as a datetime-local input holds it; '' if not a date. */
export function toIndiaInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() + (5 * 60 + 30) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A datetime-local input's value, read as India's time, as an ISO time; '' if it holds none. */
export function fromIndiaInput(value: string): string {
  const time = value
    ? Date.parse(`${value}${value.length === 16 ? ':00' : ''}${INDIA_OFFSET}`)
    : NaN;
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
