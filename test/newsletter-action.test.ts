// Worked example: a route module's clientAction called directly with a
// Request built from FormData (see test/route-helpers.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { EMAIL_REQUIRED, NEWSLETTER_SUBSCRIBED } from "~/data/messages";
import { toastError, toastSuccess } from "~/lib/stores/toast";
import { clientAction } from "~/routes/actions.newsletter";
import { formRequest, routeArgs } from "./route-helpers";

// The action raises its answer's toast itself (sonner is not loaded here).
vi.mock("~/lib/stores/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const submit = (fields: Record<string, string>) => clientAction(routeArgs(formRequest("/actions/newsletter", fields)));

describe("newsletter clientAction", () => {
  it("refuses a missing or blank email, naming the field", async () => {
    for (const fields of [{}, { email: "" }, { email: "   " }] as Record<string, string>[]) {
      const result = await submit(fields);
      expect(result).toEqual({ ok: false, errors: { email: EMAIL_REQUIRED.description }, toast: EMAIL_REQUIRED });
    }
    expect(toastError).toHaveBeenCalledTimes(3);
    expect(toastError).toHaveBeenCalledWith(EMAIL_REQUIRED);
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

  it("an email over 254 characters (HTML limit bypassed): inline message, Text Too Long", async () => {
    const email = `${"a".repeat(FIELD_LIMITS.email - 4)}@b.ke`;
    await expect(submit({ email })).resolves.toEqual({
      ok: false,
      errors: { email: tooLongMessage(FIELD_LIMITS.email) },
      toast: TEXT_TOO_LONG,
    });
  });
});
