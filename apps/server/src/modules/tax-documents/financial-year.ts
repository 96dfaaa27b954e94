// GST's numbering runs by financial year: 1 April to 31 March, by the clock in India. India has
// one time zone, five and a half hours ahead of UTC, with no daylight saving, so a fixed offset
// is exact and needs no time-zone database.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const APRIL = 3;

/** The financial year `at` falls in, as written in document numbers: "26-27". */
export function financialYearOf(at: Date): string {
  const inIndia = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const first = inIndia.getUTCMonth() >= APRIL ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(first)}-${twoDigits(first + 1)}`;
}
