import type { ClientActionFunctionArgs } from "@remix-run/react";
import { NEWSLETTER_SUBSCRIBED } from "~/data/newsletter";
import { answer, fieldErrorsFrom, formValues, type ActionResult } from "~/lib/form-result";
import { NewsletterSchema, newsletterToast } from "~/lib/schemas/newsletter";

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<{ email: string }>> {
  const parsed = NewsletterSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error.issues);
    return answer({ ok: false, errors, toast: newsletterToast(errors) });
  }
  return answer({ ok: true, data: { email: parsed.data.email }, toast: NEWSLETTER_SUBSCRIBED });
}
