/** Sonner's toasts: the one `expectToast` and what specs read of toasts. */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const SEEN = "data-e2e-seen";

/** Toasts with exactly this title (and message, if given); with `fresh`, only those not marked seen. */
export function toasts(page: Page, title: string, message?: string, { fresh = false } = {}): Locator {
  let toast = page.locator(fresh ? `[data-sonner-toast]:not([${SEEN}])` : "[data-sonner-toast]");
  toast = toast.filter({ has: page.locator("[data-title]", { hasText: exactly(title) }) });
  if (message !== undefined)
    toast = toast.filter({ has: page.locator("[data-description]", { hasText: exactly(message) }) });
  return toast;
}

/**
 * Waits until a toast with exactly this title (and message) is in the page; `count` of them
 * with `count`, and only toasts raised after the last `markToastsSeen` with `fresh`.
 */
export async function expectToast(page: Page, title: string, message?: string, { count = 1, fresh = false } = {}) {
  await expect(
    toasts(page, title, message, { fresh }).nth(count - 1),
    `toast "${title}${message ? `: ${message}` : ""}"`,
  ).toBeAttached();
}

/** Marks the toasts now on screen as seen, so the next `expectToast(..., { fresh: true })` needs a new one. */
export async function markToastsSeen(page: Page): Promise<void> {
  await page
    .locator("[data-sonner-toast]")
    .evaluateAll((els, attr) => els.forEach((e) => e.setAttribute(attr, "")), SEEN);
}
