// The contact route's clientAction, called directly with Requests built from FormData.
import { describe, expect, it } from "vitest";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { CONTACT_MESSAGE_SENT, MISSING_INFORMATION } from "~/data/messages";
import { CONTACT_FIELD_MESSAGES, contactToast } from "~/lib/schemas/contact";
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
  const m = CONTACT_FIELD_MESSAGES;
  const blank = { firstName: "", lastName: "", email: "", phone: "", serviceType: "", location: "", message: "" };
  const required = { firstName: m.firstName, email: m.email, message: m.message };

  it.each<[string, Record<string, string>, Record<string, string>, unknown]>([
    ["nothing posted: first name, email and message", {}, required, MISSING_INFORMATION],
    ["every field empty: first name, email and message", blank, required, MISSING_INFORMATION],
    ["a whitespace-only email, named alone", { ...VALID, email: "   " }, { email: m.email }, MISSING_INFORMATION],
    [
      "a whitespace-only message, named alone",
      { ...VALID, message: "\n\t " },
      { message: m.message },
      MISSING_INFORMATION,
    ],
    [
      "a service type or location not among the options (what the browser lets through)",
      { ...VALID, serviceType: "Free Phones", location: "Mombasa" },
      { serviceType: m.serviceType, location: m.location },
      MISSING_INFORMATION,
    ],
    [
      "a field over its limit (HTML limit bypassed)",
      { ...VALID, lastName: "k".repeat(FIELD_LIMITS.name + 1) },
      { lastName: tooLongMessage(FIELD_LIMITS.name) },
      TEXT_TOO_LONG,
    ],
    [
      "a 1 MB message",
      { ...VALID, message: "x".repeat(1_000_000) },
      { message: tooLongMessage(FIELD_LIMITS.message) },
      TEXT_TOO_LONG,
    ],
  ])("refuses %s, inline, with its toast", async (_, fields, errors, toast) => {
    await expect(submit(fields)).resolves.toEqual({ ok: false, errors, toast });
  });

  it.each([
    [
      "the three required fields alone (no email format check), trimmed",
      { firstName: " Otieno ", email: "not-an-email", message: " Hello " },
      { ...blank, firstName: "Otieno", email: "not-an-email", message: "Hello" },
    ],
    ["a complete message, trimmed", { ...VALID, lastName: " Kamau " }, VALID],
    ["a message at its limit", { ...VALID, message: "x".repeat(FIELD_LIMITS.message) }, null],
  ])("accepts %s", async (_, fields, data) => {
    await expect(submit(fields)).resolves.toEqual({ ok: true, data: data ?? fields, toast: CONTACT_MESSAGE_SENT });
  });
});

// Each kind of refusal's toast, one at a time: the clientAction tests above.
it("contactToast: none without errors; a blank required field wins over a too-long one", () => {
  expect(contactToast({})).toBeUndefined();
  expect(contactToast({ phone: tooLongMessage(FIELD_LIMITS.phone), email: CONTACT_FIELD_MESSAGES.email })).toBe(
    MISSING_INFORMATION,
  );
});
