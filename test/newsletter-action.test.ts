// Worked example: a route module's clientAction called directly with a
// Request built from FormData (see test/route-helpers.ts).
import { describe, expect, it } from "vitest";
import { EMAIL_REQUIRED, NEWSLETTER_SUBSCRIBED } from "~/data/messages";
import { clientAction } from "~/routes/actions.newsletter";
import { formRequest, routeArgs } from "./route-helpers";

const submit = (fields: Record<string, string>) => clientAction(routeArgs(formRequest("/actions/newsletter", fields)));

describe("newsletter clientAction", () => {
  it("refuses a missing or blank email, naming the field", async () => {
    for (const fields of [{}, { email: "" }, { email: "   " }] as Record<string, string>[]) {
      const result = await submit(fields);
      expect(result).toEqual({ ok: false, errors: { email: EMAIL_REQUIRED.description }, toast: EMAIL_REQUIRED });
    }
  });

  it("accepts a present email, trimmed (no format check)", async () => {
    await expect(submit({ email: "  wanjiku@example.co.ke " })).resolves.toEqual({
      ok: true,
      data: { email: "wanjiku@example.co.ke" },
      toast: NEWSLETTER_SUBSCRIBED,
    });
  });
});
