// Worked example: a route module's clientAction called directly with a
// Request built from FormData (see test/route-helpers.ts).
import { expect, it, vi } from "vitest";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { EMAIL_REQUIRED, NEWSLETTER_SUBSCRIBED } from "~/data/newsletter";
import { toastError, toastSuccess } from "~/lib/stores/toast";
import { clientAction } from "~/routes/actions.newsletter";
import { formRequest, routeArgs } from "./route-helpers";

// The action raises its answer's toast itself (sonner is not loaded here); restoreMocks resets the calls.
vi.mock("~/lib/stores/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const submit = (fields: Record<string, string>) => clientAction(routeArgs(formRequest("/actions/newsletter", fields)));

it.each([
  ["nothing posted", {}, EMAIL_REQUIRED.description, EMAIL_REQUIRED],
  ["an empty email", { email: "" }, EMAIL_REQUIRED.description, EMAIL_REQUIRED],
  ["a blank email", { email: "   " }, EMAIL_REQUIRED.description, EMAIL_REQUIRED],
  [
    "an email over 254 characters (HTML limit bypassed)",
    { email: `${"a".repeat(FIELD_LIMITS.email - 4)}@b.ke` },
    tooLongMessage(FIELD_LIMITS.email),
    TEXT_TOO_LONG,
  ],
])("refuses %s, naming the field inline, and raises its toast", async (_, fields, message, toast) => {
  await expect(submit(fields)).resolves.toEqual({ ok: false, errors: { email: message }, toast });
  expect(toastError).toHaveBeenCalledExactlyOnceWith(toast);
  expect(toastSuccess).not.toHaveBeenCalled();
});

it("accepts a present email, trimmed (no format check)", async () => {
  await expect(submit({ email: "  wanjiku@example.co.ke " })).resolves.toEqual({
    ok: true,
    data: { email: "wanjiku@example.co.ke" },
    toast: NEWSLETTER_SUBSCRIBED,
  });
  expect(toastSuccess).toHaveBeenCalledExactlyOnceWith(NEWSLETTER_SUBSCRIBED);
  expect(toastError).not.toHaveBeenCalled();
});
