/**
 * The one entry point of the end-to-end specs: `import { test, expect } from "./support/fixtures"`.
 *
 * Every browser context a test uses (the default `page`'s, and any opened with `newContext`) is guarded: the
 * test fails on a request to another origin (which the browser cannot complete: OFF_ORIGIN_BLOCK in
 * playwright.config.ts), an uncaught page error, a Content-Security-Policy violation (its event or its console
 * error), or a console error the test did not declare with `consoleErrors.allow(/pattern/)`.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions } from "@playwright/test";

export { expect };

export interface ConsoleErrors {
  /** Declares console errors this test expects (each logged error must match one pattern). */
  allow(...patterns: RegExp[]): void;
  /** Every console error the test's pages logged so far, declared or not. */
  readonly seen: readonly string[];
}

interface Guard {
  consoleErrors: ConsoleErrors;
  /** What the guard has found so far; the test fails at its end unless this is empty. */
  problems: string[];
  allowed: RegExp[];
}

/** Every check of the page guard, for one context and every page it opens. */
async function guardContext(context: BrowserContext, origin: string, guard: Guard) {
  const report = (problem: string) => void guard.problems.push(problem);
  // Observed, not intercepted: routing every request would pause each one and turn off the HTTP cache.
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin)
      report(`request to another origin: ${request.url()}`);
  });
  // Policy violations come through a binding, not the console, so no allow() can hide one.
  await context.exposeBinding("__e2eGuardReport", (_source, message: string) => report(message));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const send = (window as unknown as { __e2eGuardReport?: (m: string) => void }).__e2eGuardReport;
      send?.(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  // The context's own events, for every page it has or opens.
  context.on("weberror", (error) => report(`uncaught page error: ${error.error().message}`));
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser also logs each policy refusal: a failure even where a test allows console errors.
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) return report(`CSP console error: ${message.text()}`);
    // Chromium names no URL in a failed load's line: the guard adds it, so a test can declare one URL's.
    const text = message.text().startsWith("Failed to load resource")
      ? `${message.text()} ${message.location().url}`
      : message.text();
    (guard.consoleErrors.seen as string[]).push(text);
    if (!guard.allowed.some((re) => re.test(text))) report(`undeclared console error: ${text}`);
  });
}

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  /** Installs the guard on the default context (automatic: every test has it). */
  guard: Guard;
  /** A new guarded context, closed after the test; `baseURL`, `viewport` and `serviceWorkers` default to the test's. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  guard: [
    async ({ context, baseURL }, use) => {
      const allowed: RegExp[] = [];
      const guard: Guard = {
        problems: [],
        allowed,
        consoleErrors: { allow: (...p) => void allowed.push(...p), seen: [] },
      };
      await guardContext(context, new URL(baseURL!).origin, guard);
      await use(guard);
      expect(guard.problems, "page guard (other origins, page errors, CSP, undeclared console errors)").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ guard }, use) => {
    await use(guard.consoleErrors);
  },
  newContext: async ({ browser, baseURL, viewport, serviceWorkers, guard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers, ...options });
      contexts.push(context);
      await guardContext(context, new URL(options.baseURL ?? baseURL!).origin, guard);
      return context;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});
