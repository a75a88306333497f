// Calendar dates are YYYY-MM-DD, as <input type="date"> and orders store them.
const pad = (n: number) => String(n).padStart(2, "0");

/** In the visitor's local time zone (what <input type="date"> uses). */
export function localISODate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function nextLocalDay(now: Date): string {
  return localISODate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A UTC timestamp, so formatting in UTC shows that very day; undefined for 2025-02-30 and other non-dates. */
function calendarDay(value: string): number | undefined {
  const m = ISO_DATE.exec(value);
  if (!m) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.toISOString().slice(0, 10) === value ? date.getTime() : undefined;
}

export const isISODate = (value: string) => calendarDay(value) !== undefined;

// en-KE's names, written out: Intl's formatters cost main-thread time to build (a unit test holds them to Intl's).
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

/** "Tuesday, 3 December 2024"; "Tuesday, 3 December" without the year (a delivery day in the coming days). */
export function formatCalendarDate(value: string, withYear = true): string {
  const day = calendarDay(value);
  if (day === undefined) return value;
  const d = new Date(day);
  const date = `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return withYear ? `${date} ${d.getUTCFullYear()}` : date;
}

/** "3 Dec 2024, 10:40" in the visitor's local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${d.getDate()} ${SHORT_MONTHS[d.getMonth()]} ${d.getFullYear()}, ${d.getHours()}:${pad(d.getMinutes())}`;
}
