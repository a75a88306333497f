import type { ClientActionFunctionArgs } from "@remix-run/react";
import { NEWSLETTER_SUBSCRIBED } from "~/data/newsletter";
import { answer, fieldErrorsFrom, formValues, type ActionResult } from "~/lib/form-result";
import { NewsletterSchema, newsletterToast } from "~/lib/schemas/newsletter";

/**
 * Action-only route for the footer newsletter form (posted by a fetcher from
 * any page), which re-validates it and raises the toast. Nothing is sent anywhere: the subscription is simulated. Visiting
 * the URL itself shows the 404 page, like any other unknown path.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<{ email: string }>> {
  const parsed = NewsletterSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error.issues);
    return answer({ ok: false, errors, toast: newsletterToast(errors) });
  }
  return answer({ ok: true, data: { email: parsed.data.email }, toast: NEWSLETTER_SUBSCRIBED });
}
