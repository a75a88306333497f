const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD of `now` in the visitor's local time zone (what <input type="date"> uses). */
export function localISODate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30 and other non-dates). */
export function isISODate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return localISODate(d) === value;
}

let dateFormatter: Intl.DateTimeFormat | undefined;

/** "Tuesday, 3 December 2024" for a YYYY-MM-DD (a calendar date, no time zone shift). */
export function formatCalendarDate(value: string): string {
  const m = ISO_DATE.exec(value);
  if (!m) return value;
  dateFormatter ??= new Intl.DateTimeFormat("en-KE", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return dateFormatter.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

let dateTimeFormatter: Intl.DateTimeFormat | undefined;

/** "3 Dec 2024, 10:40 am" in the visitor's local time for an ISO timestamp. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  dateTimeFormatter ??= new Intl.DateTimeFormat("en-KE", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return dateTimeFormatter.format(d);
}
