import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUDGETS, firstVisitWeight } from "../../scripts/weight.mjs";
import { setupE2E } from "./harness";

const { openPage } = setupE2E();

describe("weight budgets", () => {
  it("build manifest: the first visit of / stays within the JS budget", () => {
    const w = firstVisitWeight("/");
    const detail = w.js.files.map((f: { file: string; gzip: number }) => `${f.file} ${f.gzip}`).join("\n");
    expect(w.js.gzip, `gzipped JS for /:\n${detail}`).toBeLessThanOrEqual(BUDGETS.homeJsGzip);
    expect(w.css.gzip).toBeLessThanOrEqual(BUDGETS.homeCssGzip);
  });

  it("in Chromium: every script the first visit of / fetches, gzipped, fits the budget", async () => {
    const scripts = new Map<string, number>();
    const { page } = await openPage("/", {
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    // Let idle-time work (lazy chunks, images) settle, then read what came.
    await page.waitForLoadState("networkidle");
    const entries = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => ({ name: e.name, type: (e as PerformanceResourceTiming).initiatorType })),
    );
    const jsUrls = [...new Set(entries.map((e) => e.name).filter((n) => /\.m?js(\?|$)/.test(n)))];
    for (const url of jsUrls) {
      const body = await page.evaluate(async (u) => await (await fetch(u)).text(), url);
      scripts.set(url, gzipSync(Buffer.from(body), { level: 9 }).length);
    }
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const detail = [...scripts].map(([u, n]) => `${new URL(u).pathname} ${n}`).join("\n");
    expect(jsUrls.length).toBeGreaterThan(2);
    expect(total, `gzipped JS fetched by /:\n${detail}`).toBeLessThanOrEqual(BUDGETS.homeJsGzip);
  });
});
