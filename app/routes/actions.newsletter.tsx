import type { ClientActionFunctionArgs } from "@remix-run/react";
import { NEWSLETTER_SUBSCRIBED } from "~/data/newsletter";
import { answer, formValues, refuse, type ActionResult } from "~/lib/form-result";
import { NewsletterSchema, newsletterToast } from "~/lib/schemas/newsletter";

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<{ email: string }>> {
  const parsed = NewsletterSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return refuse(parsed.error.issues, newsletterToast);
  return answer({ ok: true, data: { email: parsed.data.email }, toast: NEWSLETTER_SUBSCRIBED });
}
