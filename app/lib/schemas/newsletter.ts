import { z } from "~/lib/zod";
import { EMAIL_REQUIRED } from "~/data/newsletter";
import { requiredText } from "./fields";
import { NEWSLETTER_LIMITS } from "./newsletter.rules";

export * from "./newsletter.rules";

/** Footer newsletter: an email that is present. No format check. */
export const NewsletterSchema = z.object({
  email: requiredText(EMAIL_REQUIRED.description, NEWSLETTER_LIMITS.email),
});
