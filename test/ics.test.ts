import { describe, expect, it } from "vitest";
import { TIME_SLOTS } from "~/data/areas";
import { bookingCalendar, escapeText, foldLine, icsUtc, slotHours, type CalendarBooking } from "~/lib/ics";
import { storedBooking } from "./booking-fixtures";

// BKG1795000000000, Multi-Brand Device Setup, Basic, 2026-12-01 08:00-10:00, made 2026-11-22T17:40:00.000Z.
const booking: CalendarBooking = {
  ...storedBooking,
  service: storedBooking.service.title,
  area: "Kilimani",
  address: "Apartment 4B, Tirus Court",
};

/** Unfolds (RFC 5545 3.1) and splits into content lines. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");
const prop = (ics: string, name: string) =>
  contentLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
const octets = (s: string) => new TextEncoder().encode(s).length;

describe("booking .ics (RFC 5545)", () => {
  it("maps every listed slot, and only those, to its two hours in UTC (Nairobi is UTC+3, no daylight saving)", () => {
    const utc = TIME_SLOTS.map((t) => {
      const ics = bookingCalendar({ ...booking, date: "2027-07-15", timeSlot: t.value });
      return [prop(ics, "DTSTART"), prop(ics, "DTEND")];
    });
    const at = (hour: number) => `20270715T${String(hour).padStart(2, "0")}0000Z`;
    expect(utc).toEqual([5, 7, 9, 11, 13, 15].map((start) => [`DTSTART:${at(start)}`, `DTEND:${at(start + 2)}`]));
    expect(prop(bookingCalendar(booking), "DTSTART")).toBe("DTSTART:20261201T050000Z"); // and in December
    for (const unlisted of ["07:00-09:00", ""]) expect(slotHours(unlisted)).toBeUndefined();
  });

  it("without a slot, the event is the whole day; without a date there is no event", () => {
    const ics = bookingCalendar({ ...booking, date: "2026-12-31", timeSlot: "" });
    expect(prop(ics, "DTSTART")).toBe("DTSTART;VALUE=DATE:20261231");
    expect(prop(ics, "DTEND")).toBe("DTEND;VALUE=DATE:20270101");
    for (const date of ["", "2026-02-30"]) expect(() => bookingCalendar({ ...booking, date })).toThrow();
  });

  it("has UID = the reference at the shop's domain, DTSTAMP, PRODID, SUMMARY, LOCATION, DESCRIPTION", () => {
    const ics = bookingCalendar(booking);
    const lines = contentLines(ics);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(prop(ics, "UID")).toBe("UID:BKG1795000000000@simutech.co.ke");
    expect(prop(ics, "DTSTAMP")).toBe("DTSTAMP:20261122T174000Z");
    expect(prop(ics, "PRODID")).toBe("PRODID:-//SimuTech Nairobi//Bookings//EN");
    expect(prop(ics, "SUMMARY")).toBe("SUMMARY:Multi-Brand Device Setup: Basic package");
    expect(prop(ics, "LOCATION")).toBe("LOCATION:Apartment 4B\\, Tirus Court\\, Kilimani\\, Nairobi");
    expect(prop(ics, "DESCRIPTION")).toContain("BKG1795000000000");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    // CRLF line endings only, the last line ended too.
    expect(lines.at(-1)).toBe("");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(icsUtc(new Date("2026-01-02T03:04:05Z"))).toBe("20260102T030405Z");
  });

  it("leaves out what was not given from LOCATION", () => {
    expect(prop(bookingCalendar({ ...booking, address: " ", area: "" }), "LOCATION")).toBe("LOCATION:Nairobi");
  });

  it("escapes backslash, semicolon, comma and newlines in TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const ics = bookingCalendar({ ...booking, service: "Android & iOS Support; Data, Backup", package: "Basic\\Pro" });
    expect(prop(ics, "SUMMARY")).toBe("SUMMARY:Android & iOS Support\\; Data\\, Backup: Basic\\\\Pro package");
  });

  it("folds lines longer than 75 octets, continuation lines starting with a space, in every line of a real file", () => {
    expect(
      foldLine(`D:${"x".repeat(200)}`)
        .split("\r\n")
        .map(octets),
    ).toEqual([75, 75, 54]);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
    const address =
      "House 17, Kasarani Mwiki Road, near Sunton Shopping Centre, opposite the big blue gate with the ñ sign";
    const ics = bookingCalendar({ ...booking, address });
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(prop(ics, "LOCATION")).toContain("opposite the big blue gate with the ñ sign\\, Kilimani\\, Nairobi");
  });

  it("folds by UTF-8 octets and never splits a multi-byte character", () => {
    // 2-, 3- and 4-octet characters (é, ₦, 📱) at every alignment.
    for (const char of ["é", "₦", "📱"]) {
      for (let lead = 0; lead < 4; lead++) {
        const line = `SUMMARY:${"a".repeat(lead)}${char.repeat(60)}`;
        const physical = foldLine(line).split("\r\n");
        for (const l of physical) {
          expect(octets(l)).toBeLessThanOrEqual(75);
          expect(l).not.toContain("\uFFFD");
          // Re-encoding equals the original string: no lone surrogate or cut character.
          expect(new TextDecoder().decode(new TextEncoder().encode(l))).toBe(l);
        }
        expect(physical.slice(0, -1).some((l) => octets(l) >= 72)).toBe(true);
        expect(foldLine(line).replace(/\r\n /g, "")).toBe(line);
      }
    }
  });
});
