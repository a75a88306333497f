import { z } from "~/lib/zod";
import { tooLongMessage } from "~/data/forms";

/**
 * Field builders shared by every form schema. `max` is the field's limit
 * from FIELD_LIMITS (the markup's maxLength is the same number); it is
 * checked after trimming, so surrounding spaces never count.
 */

/** A text field that must be present and not blank (trimmed); missing from FormData counts as blank. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

/** A text field that may be absent or blank; normalised to a trimmed string ("" when absent). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .optional()
    .transform((v) => v ?? "");

/** A value that is not typed (select, date, hidden): trimmed, "" when absent; its own checks bound its length. */
export const optionalValue = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? "");

/** An optional select: blank, or exactly one of its options (the action refuses anything else). */
export const optionalChoice = (options: readonly string[], message: string) =>
  optionalValue().refine((v) => v === "" || options.includes(v), { error: message });
