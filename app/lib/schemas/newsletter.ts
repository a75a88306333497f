import { z } from "~/lib/zod";
import { EMAIL_REQUIRED } from "~/data/newsletter";
import { requiredText } from "./fields";
import { NEWSLETTER_LIMITS } from "./newsletter.rules";

export * from "./newsletter.rules";

export const NewsletterSchema = z.object({
  email: requiredText(EMAIL_REQUIRED.description, NEWSLETTER_LIMITS.email),
});
