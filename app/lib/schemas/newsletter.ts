import { z } from "zod";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { EMAIL_REQUIRED } from "~/data/messages";
import type { ToastMessage } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import { onlyTooLong, requiredText } from "./fields";

export const NEWSLETTER_LIMITS = { email: FIELD_LIMITS.email } as const;

/** Footer newsletter (PRODUCT.md): an email that is present. No format check. */
export const NewsletterSchema = z.object({
  email: requiredText(EMAIL_REQUIRED.description, NEWSLETTER_LIMITS.email),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;

export const NEWSLETTER_FIELDS = ["email"] as const;

/** The toast of a refused subscription: Email Required, unless the email is only too long. */
export function newsletterToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.email) return undefined;
  return onlyTooLong(errors, NEWSLETTER_LIMITS) ? TEXT_TOO_LONG : EMAIL_REQUIRED;
}
