/** The one accessibility check: axe-core through @axe-core/playwright, WCAG 2.0 to 2.2 A and AA. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { settle } from "./app";
import { expect } from "./fixtures";

/**
 * axe-core's minified build: the package's `axe.source` is its unminified text, over twice the bytes
 * to send into every page checked.
 */
const AXE_SOURCE = readFileSync(fileURLToPath(import.meta.resolve("axe-core/axe.min.js")), "utf8");

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeOptions {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Leave this part out (a CSS selector), with the reason in the calling test. */
  exclude?: string;
  /** Names the state checked in the failure message. */
  label?: string;
}

/**
 * Fails on any violation, with every animation and transition run to its end (axe measures final
 * colours): those running are played out, and any that starts during the check (a toast timing out
 * on a slow machine and fading away) ends at once, so no half-faded text is ever measured.
 */
export async function expectNoAxeViolations(page: Page, { include, exclude, label = "" }: AxeOptions = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 100_000 });
  let violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];
  try {
    await settle(page);
    // axe's source goes into a document once, here: AxeBuilder would send it twice per check, and each
    // sending costs the browser as much as a page load's scripts. The site has no frames to inject into.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    // Violations only: passes and incomplete results are not read, and computing them costs time.
    // Legacy mode runs axe in the page itself; the default finishes every run in a new blank page, a
    // whole browser window each time, for cross-origin frames this site never has.
    let builder = new AxeBuilder({ page, axeSource: "void 0" })
      .setLegacyMode()
      .withTags(AXE_TAGS)
      .options({ resultTypes: ["violations"] });
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    ({ violations } = await builder.analyze());
  } finally {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await cdp.detach();
  }
  const found = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary}`),
  }));
  expect(found, `axe violations ${label || page.url()}`).toEqual([]);
}
