import { expect, it } from "vitest";
import { LOCALE } from "~/data/constants";
import { formatCalendarDate, formatDateTime, isISODate, localISODate, nextLocalDay } from "~/lib/dates";

it("the local calendar day (not UTC), real YYYY-MM-DD dates only, the next day across month and year ends", () => {
  expect(localISODate(new Date(2026, 0, 15, 0, 5))).toBe("2026-01-15");
  expect(localISODate(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
  expect(isISODate("2024-02-29")).toBe(true);
  for (const bad of ["2025-02-29", "2026-13-01", "2026-1-5", "15/01/2026", ""]) expect(isISODate(bad), bad).toBe(false);
  expect(nextLocalDay(new Date(2026, 11, 31, 12))).toBe("2027-01-01");
  expect(nextLocalDay(new Date(2026, 1, 28, 0, 1))).toBe("2026-03-01");
});

it("writes every date exactly as Intl.DateTimeFormat(en-KE) does, without building one; what is no date as it is", () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, options);
  const calendar = intl({ dateStyle: "full", timeZone: "UTC" });
  const weekday = intl({ weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const dateTime = intl({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
  // Every day of a leap year and the next, at a time of day that moves through all the hours.
  for (let i = 0; i < 731; i++) {
    const local = new Date(2024, 0, 1 + i, i % 24, (i * 7) % 60);
    const iso = localISODate(local);
    const utc = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
    expect(formatCalendarDate(iso)).toBe(calendar.format(utc));
    expect(formatCalendarDate(iso, false)).toBe(weekday.format(utc));
    expect(formatDateTime(local.toISOString())).toBe(dateTime.format(local));
  }
  expect(formatCalendarDate("2024-12-03")).toBe("Tuesday, 3 December 2024");
  // What is not a date is shown as it is.
  expect([formatCalendarDate("not a date"), formatCalendarDate("", false), formatDateTime("nonsense")]).toEqual([
    "not a date",
    "",
    "nonsense",
  ]);
});
