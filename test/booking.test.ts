import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIME_SLOTS } from "~/data/areas";
import { BOOKING_SENT, MISSING_INFORMATION } from "~/data/messages";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { SETUP_HERO, SUPPORT_HERO } from "~/data/service-pages";
import { BOOKING_DATE_INVALID, BOOKING_FIELD_MESSAGES, bookingToast } from "~/lib/schemas/booking";
import { loadBookings } from "~/lib/stores/bookings-storage";
import { clientAction } from "~/routes/actions.booking";
import { formRequest, routeArgs } from "./route-helpers";
import { refuseStorage } from "./storage-helpers";

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

// The dialog posts the service's title with the form: its packages are the valid ones.
const post = (service: string) => (fields: Record<string, string>) =>
  clientAction(routeArgs(formRequest("/actions/booking", { service, ...fields })));
const setup = post(SETUP_HERO.title);
const support = post(SUPPORT_HERO.title);

describe("booking clientAction (/actions/booking, both services, one schema)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Just after local midnight: "today" must be the local date, 2026-01-15.
    vi.setSystemTime(new Date(2026, 0, 15, 0, 30));
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a complete booking, trimmed: Booking Request Sent!", async () => {
    const result = await setup({ ...valid, name: "  Wanjiru Mwangi " });
    const now = new Date(2026, 0, 15, 0, 30);
    const { preferredDate: date, preferredTime: timeSlot, ...fields } = valid;
    const service = { slug: "multi-brand-device-setup", title: SETUP_HERO.title };
    const data = { ...fields, date, timeSlot, service, reference: `BKG${now.getTime()}`, createdAt: now.toISOString() };
    expect(result).toEqual({ ok: true, data, toast: BOOKING_SENT });
  });

  it("missing or blank name, email or phone: Missing Information, each named inline", async () => {
    const { phone: _absent, ...withoutPhone } = valid;
    const missing = (fields: readonly ("name" | "email" | "phone")[]) => ({
      ok: false,
      errors: Object.fromEntries(fields.map((f) => [f, BOOKING_FIELD_MESSAGES[f]])),
      toast: MISSING_INFORMATION,
    });
    expect(await setup({ ...withoutPhone, name: " ", email: "" })).toEqual(missing(["name", "email", "phone"]));
    for (const field of ["name", "email", "phone"] as const)
      expect(await setup({ ...valid, [field]: "" })).toEqual(missing([field]));
  });

  it("a preferred date earlier than today (local), or no real date, is refused inline; today and later are fine; the day rolls over at local midnight", async () => {
    const dateRefused = { ok: false, errors: { preferredDate: BOOKING_FIELD_MESSAGES.preferredDate } };
    expect(await setup({ ...valid, preferredDate: "2026-01-14" })).toEqual({
      ...dateRefused,
      toast: BOOKING_DATE_INVALID,
    });
    expect(await setup({ ...valid, preferredDate: "2026-02-30" })).toMatchObject(dateRefused);
    for (const preferredDate of ["2026-01-15", "2027-03-01"])
      expect(await setup({ ...valid, preferredDate })).toMatchObject({ ok: true });
    vi.setSystemTime(new Date(2026, 0, 15, 23, 59));
    expect(await setup({ ...valid, preferredDate: "2026-01-15" })).toMatchObject({ ok: true });
    vi.setSystemTime(new Date(2026, 0, 16, 0, 0));
    expect(await setup({ ...valid, preferredDate: "2026-01-15" })).toMatchObject(dateRefused);
  });

  const otherService = post("Free Phones");
  it.each([
    ["an unknown area", setup, { area: "Mombasa" }, "area", BOOKING_DATE_INVALID],
    ["an unlisted time slot", setup, { preferredTime: "22:00-24:00" }, "preferredTime", BOOKING_DATE_INVALID],
    ["a support package for setup", setup, { package: "Premium" }, "package", MISSING_INFORMATION],
    ["a setup package for support", support, { package: "Business" }, "package", MISSING_INFORMATION],
    ["an unknown service (it has no packages)", otherService, {}, "package", MISSING_INFORMATION],
  ] as const)("refuses what the browser lets through: %s, inline", async (_, post, fields, field, toast) => {
    const errors = { [field]: BOOKING_FIELD_MESSAGES[field] };
    expect(await post({ ...valid, ...fields })).toEqual({ ok: false, errors, toast });
  });

  it("a field over its limit (HTML limit bypassed) gets its inline message and Text Too Long", async () => {
    const result = await setup({ ...valid, name: "x".repeat(FIELD_LIMITS.name + 1) });
    expect(result).toEqual({ ok: false, errors: { name: tooLongMessage(FIELD_LIMITS.name) }, toast: TEXT_TOO_LONG });
    expect(await setup({ ...valid, message: "m".repeat(FIELD_LIMITS.message) })).toMatchObject({ ok: true });
    expect(await setup({ ...valid, message: "m".repeat(FIELD_LIMITS.message + 1) })).toMatchObject({
      ok: false,
      errors: { message: tooLongMessage(FIELD_LIMITS.message) },
    });
  });

  it("only name, email and phone are required; saves each accepted request in bookings-storage, refused ones never; storage that throws: still returned (kept for the visit), same toast", async () => {
    const first = await setup(valid);
    vi.setSystemTime(new Date(2026, 0, 15, 9, 5));
    const second = await support({ package: "Premium", name: "A", email: "a@b", phone: "1" });
    await setup({ ...valid, name: "" });
    expect(second).toMatchObject({
      toast: BOOKING_SENT,
      data: { address: "", area: "", date: "", timeSlot: "", message: "" },
    });
    const kept = loadBookings();
    expect(kept).toEqual([first.ok && first.data, second.ok && second.data]); // false if either was refused
    expect(kept[1]?.service).toEqual({ slug: "android-ios-support", title: SUPPORT_HERO.title });
    refuseStorage();
    const result = await setup({ ...valid, package: "Basic" });
    expect(result).toMatchObject({ ok: true, toast: BOOKING_SENT, data: { package: "Basic" } });
    expect(loadBookings()).toEqual(kept);
  });
});

// Each kind of refusal's toast, one at a time: the clientAction tests above.
it("bookingToast: none without errors; a blank required field wins over a too-long one", () => {
  expect(bookingToast({})).toBeUndefined();
  expect(bookingToast({ name: BOOKING_FIELD_MESSAGES.name, address: tooLongMessage(FIELD_LIMITS.address) })).toBe(
    MISSING_INFORMATION,
  );
});
