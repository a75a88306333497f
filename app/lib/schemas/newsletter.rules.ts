import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { EMAIL_REQUIRED } from "~/data/newsletter";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

// Without zod: the footer imports these on every page.
export const NEWSLETTER_LIMITS = { email: FIELD_LIMITS.email } as const;

export function newsletterToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.email) return undefined;
  return onlyTooLong(errors, NEWSLETTER_LIMITS) ? TEXT_TOO_LONG : EMAIL_REQUIRED;
}
