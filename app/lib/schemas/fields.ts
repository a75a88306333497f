import { z } from "~/lib/zod";
import { tooLongMessage } from "~/data/forms";

// `max` (the markup's maxLength too) is checked after trimming: surrounding spaces never count.
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

export const optionalText = (max: number) => z.string().trim().max(max, tooLongMessage(max)).default("");

/** Not typed (select, date, hidden): its own checks bound its length. */
export const optionalValue = () => z.string().trim().default("");

export const optionalChoice = (options: readonly string[], message: string) =>
  optionalValue().refine((v) => v === "" || options.includes(v), { error: message });
