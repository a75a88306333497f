import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIME_SLOTS } from "~/data/areas";
import { BOOKING_SENT, MISSING_INFORMATION } from "~/data/messages";
import { isISODate, localISODate } from "~/lib/dates";
import { BOOKING_DATE_INVALID, BOOKING_FIELD_MESSAGES } from "~/lib/schemas/booking";
import { clientAction as supportAction } from "~/routes/services.android-ios-support";
import { clientAction as setupAction } from "~/routes/services.multi-brand-device-setup";
import { formRequest, routeArgs } from "./route-helpers";

const SETUP = "/services/multi-brand-device-setup";
const SUPPORT = "/services/android-ios-support";

const valid = {
  package: "Complete",
  name: "Wanjiru Mwangi",
  email: "wanjiru@example.co.ke",
  phone: "0712 345 678",
  address: "Kileleshwa, Othaya Road",
  area: "Kileleshwa",
  preferredDate: "2026-01-15",
  preferredTime: TIME_SLOTS[1].value,
  message: "New Samsung A55 to set up",
};

const setup = (fields: Record<string, string>) => setupAction(routeArgs(formRequest(SETUP, fields)));
const support = (fields: Record<string, string>) => supportAction(routeArgs(formRequest(SUPPORT, fields)));

describe("dates", () => {
  it("localISODate is the local calendar day, not UTC", () => {
    expect(localISODate(new Date(2026, 0, 15, 0, 5))).toBe("2026-01-15");
    expect(localISODate(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
  });

  it("isISODate accepts real YYYY-MM-DD dates only", () => {
    expect(isISODate("2024-02-29")).toBe(true);
    for (const bad of ["2025-02-29", "2026-13-01", "2026-1-5", "15/01/2026", ""])
      expect(isISODate(bad), bad).toBe(false);
  });
});

describe("booking clientAction (both service routes, one schema)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Just after local midnight: "today" must be the local date, 2026-01-15.
    vi.setSystemTime(new Date(2026, 0, 15, 0, 30));
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a complete booking, trimmed: Booking Request Sent!", async () => {
    const result = await setup({ ...valid, name: "  Wanjiru Mwangi " });
    expect(result).toEqual({ ok: true, data: { ...valid, name: "Wanjiru Mwangi" }, toast: BOOKING_SENT });
  });

  it("only name, email and phone are required", async () => {
    const result = await support({ package: "Premium", name: "A", email: "a@b", phone: "1" });
    expect(result).toMatchObject({
      ok: true,
      toast: BOOKING_SENT,
      data: { address: "", area: "", preferredDate: "", preferredTime: "", message: "" },
    });
  });

  it("missing or blank name, email or phone: Missing Information, each named inline", async () => {
    const { phone: _absent, ...withoutPhone } = valid;
    const result = await setup({ ...withoutPhone, name: " ", email: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: BOOKING_FIELD_MESSAGES.name,
        email: BOOKING_FIELD_MESSAGES.email,
        phone: BOOKING_FIELD_MESSAGES.phone,
      },
      toast: MISSING_INFORMATION,
    });
    for (const field of ["name", "email", "phone"] as const) {
      const one = await setup({ ...valid, [field]: "" });
      expect(one).toEqual({
        ok: false,
        errors: { [field]: BOOKING_FIELD_MESSAGES[field] },
        toast: MISSING_INFORMATION,
      });
    }
  });

  it("a preferred date earlier than today (local) is refused inline; today and later are fine", async () => {
    expect(await setup({ ...valid, preferredDate: "2026-01-14" })).toEqual({
      ok: false,
      errors: { preferredDate: BOOKING_FIELD_MESSAGES.preferredDate },
      toast: BOOKING_DATE_INVALID,
    });
    expect(await setup({ ...valid, preferredDate: "2026-01-15" })).toMatchObject({ ok: true });
    expect(await setup({ ...valid, preferredDate: "2027-03-01" })).toMatchObject({ ok: true });
    expect(await setup({ ...valid, preferredDate: "2026-02-30" })).toMatchObject({
      ok: false,
      errors: { preferredDate: BOOKING_FIELD_MESSAGES.preferredDate },
    });
  });

  it("the day rolls over at local midnight", async () => {
    vi.setSystemTime(new Date(2026, 0, 15, 23, 59));
    expect(await setup({ ...valid, preferredDate: "2026-01-15" })).toMatchObject({ ok: true });
    vi.setSystemTime(new Date(2026, 0, 16, 0, 0));
    expect(await setup({ ...valid, preferredDate: "2026-01-15" })).toMatchObject({ ok: false });
  });

  it("refuses what the browser lets through: unknown area, time slot or package", async () => {
    expect(await setup({ ...valid, area: "Mombasa" })).toMatchObject({
      ok: false,
      errors: { area: BOOKING_FIELD_MESSAGES.area },
    });
    expect(await setup({ ...valid, preferredTime: "22:00-24:00" })).toMatchObject({
      ok: false,
      errors: { preferredTime: BOOKING_FIELD_MESSAGES.preferredTime },
    });
    // Premium is a support package, not a setup one.
    expect(await setup({ ...valid, package: "Premium" })).toMatchObject({
      ok: false,
      errors: { package: BOOKING_FIELD_MESSAGES.package },
      toast: MISSING_INFORMATION,
    });
    expect(await support({ ...valid, package: "Business" })).toMatchObject({ ok: false });
    expect(await support({ ...valid, package: "Premium" })).toMatchObject({ ok: true });
  });
});
