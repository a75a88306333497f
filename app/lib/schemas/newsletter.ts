import { z } from "zod";
import { EMAIL_REQUIRED } from "~/data/messages";
import { requiredText } from "./fields";

/** Footer newsletter (PRODUCT.md): an email that is present. No format check. */
export const NewsletterSchema = z.object({
  email: requiredText(EMAIL_REQUIRED.description),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;
