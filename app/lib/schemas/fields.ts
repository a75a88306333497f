import { z } from "zod";

/** A text field that must be present and not blank (trimmed); missing from FormData counts as blank. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A text field that may be absent or blank; normalised to a trimmed string ("" when absent). */
export const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? "");
