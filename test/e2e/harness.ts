/**
 * E2E harness: real headless Chromium via playwright-core against the build
 * served by test/e2e/global-setup.ts. Every page opened through `open()` is
 * guarded: any request to another origin (it is also blocked), any uncaught
 * page error and any console error the test did not declare fail the test.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { CHROME_FLAGS, CHROME_PATH } from "../../scripts/transfer.mjs";

// One list of Chromium flags and one path for the tests and the bench.
export { CHROME_FLAGS, CHROME_PATH } from "../../scripts/transfer.mjs";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface OpenOptions extends BrowserContextOptions {
  /** Console errors this page is expected to log (each must match one). */
  expectConsoleErrors?: RegExp[];
  /** Runs before any page script (e.g. to seed localStorage). */
  initScript?: string | (() => void);
  /** Wait for hydration (the app marks <html data-hydrated>); default true. */
  waitForHydration?: boolean;
}

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
  /** Console errors seen (all of them, expected or not). */
  consoleErrors: string[];
  /** Same-origin URL for a path. */
  url(path: string): string;
}

export function setupE2E() {
  let browser: Browser | undefined;
  const open: GuardedPage[] = [];
  const baseURL = inject("baseURL");
  const origin = new URL(baseURL).origin;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS,
      headless: true,
    });
  });

  afterEach(async () => {
    const pages = open.splice(0);
    const problems = pages.flatMap((p) => p.problems);
    await Promise.all(pages.map((p) => p.context.close().catch(() => undefined)));
    expect(problems, "page guards (off-origin requests, page errors, unexpected console errors)").toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function newGuardedPage(options: OpenOptions = {}): Promise<GuardedPage> {
    if (!browser) throw new Error("browser not launched");
    const { expectConsoleErrors = [], initScript, waitForHydration: _w, ...contextOptions } = options;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
    const problems: string[] = [];
    const consoleErrors: string[] = [];
    await context.route(
      (url) => !["data:", "blob:"].includes(url.protocol) && url.origin !== origin,
      (route) => {
        problems.push(`off-origin request: ${route.request().url()}`);
        return route.abort("blockedbyclient");
      },
    );
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    page.on("pageerror", (error) => problems.push(`uncaught page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      consoleErrors.push(text);
      if (!expectConsoleErrors.some((re) => re.test(text))) problems.push(`unexpected console error: ${text}`);
    });
    const guarded: GuardedPage = { page, context, problems, consoleErrors, url: (p) => new URL(p, baseURL).href };
    open.push(guarded);
    return guarded;
  }

  /** Opens a guarded page at `path` and waits until the app has hydrated. */
  async function openPage(path: string, options: OpenOptions = {}): Promise<GuardedPage> {
    const g = await newGuardedPage(options);
    await g.page.goto(g.url(path));
    if (options.waitForHydration !== false) await waitForHydration(g.page);
    return g;
  }

  return { openPage, newGuardedPage, baseURL };
}

/** The root sets data-hydrated on <html> once React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Runs axe-core (WCAG 2.0-2.2 A/AA) on the page, or on `include`, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, label = "", include?: string): Promise<void> {
  axeSource ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const w = window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string;
              help: string;
              nodes: Array<{ target: unknown; failureSummary: string }>;
            }>;
          }>;
        };
      };
      const result = await w.axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary}`),
      }));
    },
    { tags: AXE_TAGS, include },
  );
  expect(violations, `axe violations ${label}`).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until `selector` has focus; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Could not Tab to ${selector} in ${max} presses; focus is on ${focused}`);
}

/** Description of the focused element, for assertions. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? {
          tag: el.tagName.toLowerCase(),
          text: el.textContent?.trim() ?? "",
          name: el.getAttribute("aria-label") ?? el.getAttribute("name") ?? "",
          id: el.id,
        }
      : null;
  });
}
