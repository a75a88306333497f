import { z } from "~/lib/zod";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { EMAIL_REQUIRED } from "~/data/newsletter";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";
import { requiredText } from "./fields";

export const NewsletterSchema = z.object({
  email: requiredText(EMAIL_REQUIRED.description, FIELD_LIMITS.email),
});

export function newsletterToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.email) return undefined;
  return onlyTooLong(errors, FIELD_LIMITS) ? TEXT_TOO_LONG : EMAIL_REQUIRED;
}
