/** The one accessibility check: axe-core through @axe-core/playwright, WCAG 2.0 to 2.2 A and AA. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { settle } from "./app";
import { expect } from "./fixtures";

/** axe-core's minified build: the package's `axe.source` is over twice the bytes to send into every page. */
const AXE_SOURCE = readFileSync(fileURLToPath(import.meta.resolve("axe-core/axe.min.js")), "utf8");

/**
 * Fails on any violation in the page (or the `include`d part, less the `exclude`d one), with every animation run
 * to its end (axe measures final colours), and any that starts during the check (a toast fading away) ended at once.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, exclude, label = "" }: { include?: string; exclude?: string; label?: string } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 100_000 });
  let violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];
  try {
    await settle(page);
    // axe's source goes into a document once: AxeBuilder would send it twice per check.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    // Violations only; legacy mode runs axe in the page itself, not in a new blank page per run (no frames here).
    let builder = new AxeBuilder({ page, axeSource: "void 0" })
      .setLegacyMode()
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .options({ resultTypes: ["violations"] });
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    ({ violations } = await builder.analyze());
  } finally {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await cdp.detach();
  }
  const found = violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary}`),
  }));
  expect(found, `axe violations ${label || page.url()}`).toEqual([]);
}
