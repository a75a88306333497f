// The contact route's clientAction, called directly with Requests built from FormData.
import { describe, expect, it } from "vitest";
import { DELIVERY_AREAS } from "~/data/areas";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { CONTACT_MESSAGE_SENT, MISSING_INFORMATION } from "~/data/messages";
import { SERVICES } from "~/data/services";
import { CONTACT_FIELD_MESSAGES, ContactSchema, contactToast } from "~/lib/schemas/contact";
import { clientAction } from "~/routes/contact";
import { formRequest, routeArgs } from "./route-helpers";

const submit = (fields: Record<string, string>) => clientAction(routeArgs(formRequest("/contact", fields)));

const VALID = {
  firstName: "Wanjiku",
  lastName: "Kamau",
  email: "wanjiku@example.co.ke",
  phone: "0712 345 678",
  serviceType: "Battery Replacement",
  location: "Kilimani",
  message: "My phone dies before lunch. Can you come on Saturday?",
};

describe("contact clientAction", () => {
  it("refuses an empty form: first name, email and message, with Missing Information", async () => {
    const blank = { firstName: "", lastName: "", email: "", phone: "", serviceType: "", location: "", message: "" };
    for (const fields of [{}, blank] as Record<string, string>[]) {
      await expect(submit(fields)).resolves.toEqual({
        ok: false,
        errors: {
          firstName: CONTACT_FIELD_MESSAGES.firstName,
          email: CONTACT_FIELD_MESSAGES.email,
          message: CONTACT_FIELD_MESSAGES.message,
        },
        toast: MISSING_INFORMATION,
      });
    }
  });

  it("treats whitespace-only required fields as blank and names only the missing one", async () => {
    const result = await submit({ ...VALID, email: "   " });
    expect(result).toEqual({ ok: false, errors: { email: CONTACT_FIELD_MESSAGES.email }, toast: MISSING_INFORMATION });
    const noMessage = await submit({ ...VALID, message: "\n\t " });
    expect(noMessage).toEqual({
      ok: false,
      errors: { message: CONTACT_FIELD_MESSAGES.message },
      toast: MISSING_INFORMATION,
    });
  });

  it("accepts the three required fields alone (the rest optional, no email/phone format check)", async () => {
    await expect(submit({ firstName: " Otieno ", email: "not-an-email", message: " Hello " })).resolves.toEqual({
      ok: true,
      data: {
        firstName: "Otieno",
        lastName: "",
        email: "not-an-email",
        phone: "",
        serviceType: "",
        location: "",
        message: "Hello",
      },
      toast: CONTACT_MESSAGE_SENT,
    });
  });

  it("accepts a complete message, trimmed", async () => {
    const result = await submit({ ...VALID, lastName: " Kamau " });
    expect(result).toEqual({ ok: true, data: VALID, toast: CONTACT_MESSAGE_SENT });
  });

  it("rejects a service type or location that is not one of the options (what the browser lets through)", async () => {
    const result = await submit({ ...VALID, serviceType: "Free Phones", location: "Mombasa" });
    expect(result).toEqual({
      ok: false,
      errors: { serviceType: CONTACT_FIELD_MESSAGES.serviceType, location: CONTACT_FIELD_MESSAGES.location },
      toast: MISSING_INFORMATION,
    });
  });

  it("offers every service title and every delivery area", () => {
    for (const service of SERVICES)
      expect(ContactSchema.safeParse({ ...VALID, serviceType: service.title }).success).toBe(true);
    for (const area of DELIVERY_AREAS) expect(ContactSchema.safeParse({ ...VALID, location: area }).success).toBe(true);
  });

  it("a field over its limit (HTML limit bypassed) gets its inline message; a 1 MB message is refused at once", async () => {
    const long = await submit({ ...VALID, lastName: "k".repeat(FIELD_LIMITS.name + 1) });
    expect(long).toEqual({ ok: false, errors: { lastName: tooLongMessage(FIELD_LIMITS.name) }, toast: TEXT_TOO_LONG });
    const huge = await submit({ ...VALID, message: "x".repeat(1_000_000) });
    expect(huge).toEqual({
      ok: false,
      errors: { message: tooLongMessage(FIELD_LIMITS.message) },
      toast: TEXT_TOO_LONG,
    });
    await expect(submit({ ...VALID, message: "x".repeat(FIELD_LIMITS.message) })).resolves.toMatchObject({ ok: true });
  });
});

describe("contactToast", () => {
  it("Missing Information for any refusal but a too-long field alone", () => {
    expect(contactToast({})).toBeUndefined();
    expect(contactToast({ firstName: CONTACT_FIELD_MESSAGES.firstName })).toBe(MISSING_INFORMATION);
    expect(contactToast({ location: CONTACT_FIELD_MESSAGES.location })).toBe(MISSING_INFORMATION);
    expect(contactToast({ phone: tooLongMessage(FIELD_LIMITS.phone) })).toBe(TEXT_TOO_LONG);
    expect(contactToast({ phone: tooLongMessage(FIELD_LIMITS.phone), email: CONTACT_FIELD_MESSAGES.email })).toBe(
      MISSING_INFORMATION,
    );
  });
});
