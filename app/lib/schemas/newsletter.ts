import { z } from "~/lib/zod";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { EMAIL_REQUIRED } from "~/data/newsletter";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";
import { requiredText } from "./fields";

const NEWSLETTER_LIMITS = { email: FIELD_LIMITS.email } as const;

export const NewsletterSchema = z.object({
  email: requiredText(EMAIL_REQUIRED.description, NEWSLETTER_LIMITS.email),
});

export function newsletterToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.email) return undefined;
  return onlyTooLong(errors, NEWSLETTER_LIMITS) ? TEXT_TOO_LONG : EMAIL_REQUIRED;
}
