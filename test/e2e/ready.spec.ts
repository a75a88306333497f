/**
 * Ready when it looks ready: every page is whole in its HTML, hydration keeps that DOM, what can work
 * without scripts does, and a tap made before the scripts have run is honoured once, as they do.
 * "Before the scripts run" is made certain, not raced: the app's modules are held at the network until
 * the test releases them, and where taps race hydration the CPU runs 4x slower, as on a cheap phone.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { BUILD_CLIENT, NOT_FOUND_LOGS, PAGE_PATHS } from "./support/perf";
import { PRODUCTS } from "./support/shop";
import { productPath } from "../../app/lib/slug";

const PRODUCT_PAGE = productPath(PRODUCTS[0]!);
/** Every page a visitor can land on: the main routes, a product page, and the 404 page. */
const PAGES = [...PAGE_PATHS, PRODUCT_PAGE];

/** Holds every request for the app's scripts until `release()`; the HTML and CSS come at once. */
async function holdScripts(context: BrowserContext) {
  const held: Array<() => void> = [];
  let holding = true;
  await context.route("**/assets/*.js", async (route) => {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return {
    release() {
      holding = false;
      held.splice(0).forEach((resume) => resume());
    },
  };
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Opens `path` with the scripts held: the page as painted from its HTML, nothing hydrated. The CPU runs 4x
 * slower unless `throttle` is false, for a test that races nothing (throttling costs the suite CPU time).
 */
async function paintedOnly(context: BrowserContext, path: string, { throttle = true } = {}) {
  const scripts = await holdScripts(context);
  const page = await context.newPage();
  if (throttle) await slowCpu(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return { page, scripts };
}

/** The words of `<main>`'s text (scripts left out), sections far below the fold included. */
async function mainWords(page: Page): Promise<string[]> {
  const text = await page.locator("main").evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest("script, style")) parts.push(node.textContent ?? "");
    return parts.join(" ");
  });
  return text.split(/\s+/).filter(Boolean);
}

test.describe("ready when it looks ready", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on the cart button at first paint shows the drawer's frame at once, then the drawer once the scripts run", async ({
    newContext,
  }) => {
    const { page, scripts } = await paintedOnly(await newContext(), "/");
    await page.getByTestId("cart-button").click();
    // The answer before any of the app's scripts has run: the frame, modal, with focus in it.
    const frame = page.locator("#cart-frame");
    await expect(frame).toBeVisible();
    await expect(frame.getByRole("status")).toHaveText("Loading your cart…");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("cart-frame");
    await expectNoAxeViolations(page);
    scripts.release();
    await waitForHydration(page);
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    // One dialog: the drawer took the frame's place.
    await expect(frame).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("cart-button")).toBeFocused();
  });

  test("closing the frame before the scripts run withdraws the tap: no drawer opens after hydration", async ({
    newContext,
  }) => {
    // Held scripts order the race; a slower CPU would add nothing here.
    const { page, scripts } = await paintedOnly(await newContext(), "/", { throttle: false });
    await page.getByTestId("cart-button").click();
    await expect(page.locator("#cart-frame")).toBeVisible();
    await page.getByRole("button", { name: "Close cart" }).click();
    await expect(page.locator("#cart-frame")).toBeHidden();
    scripts.release();
    await waitForHydration(page);
    // The replay has run (hydrated) and found nothing to do: the cart still opens on a new tap.
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
  });

  test("+ then Add to cart at first paint give a badge of 2, never 1 or 3", async ({ newContext }) => {
    const { page, scripts } = await paintedOnly(await newContext(), PRODUCT_PAGE);
    await page.getByRole("button", { name: /increase/i }).click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    scripts.release();
    await waitForHydration(page);
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-label", "Cart, 2 items");
    // Held, not late: nothing more arrives after a pause.
    await page.waitForTimeout(500);
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-label", "Cart, 2 items");
  });

  test("text typed at first paint stays, and the form sends it once hydrated (the footer's newsletter)", async ({
    newContext,
  }) => {
    const { page, scripts } = await paintedOnly(await newContext(), "/about", { throttle: false });
    const email = page.getByLabel("Email address");
    await email.fill("wanjiku@example.co.ke");
    await page.getByRole("button", { name: "Subscribe" }).click();
    scripts.release();
    await waitForHydration(page);
    // Posted by the app (a static host would answer a real POST with an error), so the success toast.
    await expect(page.locator("[data-sonner-toast]")).toContainText(/subscribed/i);
    expect(new URL(page.url()).pathname).toBe("/about");
  });

  test("4 rounds of taps, Tab and Escape during load (/, a product page, a shared tracking link, the 404 page) throw nothing, and the cart works after", async ({
    newContext,
    consoleErrors,
  }) => {
    // Four throttled loads.
    test.setTimeout(180_000);
    consoleErrors.allow(...NOT_FOUND_LOGS);
    const context = await newContext();
    for (const path of ["/", PRODUCT_PAGE, "/track-order?id=ORD-2024-001", "/no/such/page"]) {
      const { page, scripts } = await paintedOnly(context, path);
      const box = (await page.locator("main").boundingBox())!;
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        await page.mouse.click(box.x + 20, box.y + 30 + i * 8);
        await page.keyboard.press("Escape");
      }
      scripts.release();
      // Storms while it hydrates too.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Escape");
      }
      await waitForHydration(page);
      if (new URL(page.url()).pathname === new URL(path, "http://x").pathname) {
        await page.keyboard.press("Escape");
        await page.getByTestId("cart-button").click();
        await expect(page.getByRole("dialog", { name: /cart/i }), path).toBeVisible();
      }
      await page.close();
    }
  });

  // A test per page, not one for all: each is a slow throttled load, and apart they spread over the workers.
  for (const path of PAGES)
    test(`${path}, painted from its HTML with the app's scripts held, shows at least 95 % of the words its <main> shows once hydrated; hydration keeps those DOM nodes (an element marked before keeps its mark)`, async ({
      newContext,
      consoleErrors,
    }) => {
      if (path === "/no/such/page") consoleErrors.allow(...NOT_FOUND_LOGS);
      const MARKED = "main h1, main *:last-child, header a, footer";
      // Not throttled: the held scripts already make "before hydration" certain, and the words and nodes
      // compared do not depend on the CPU's speed.
      const { page, scripts } = await paintedOnly(await newContext(), path, { throttle: false });
      const html = await mainWords(page);
      const marked = await page.evaluate((selector) => {
        const els = document.querySelectorAll(selector);
        for (const el of els) (el as unknown as { __mark: boolean }).__mark = true;
        return els.length;
      }, MARKED);
      scripts.release();
      await waitForHydration(page);
      await page.waitForTimeout(300);
      const kept = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].filter((el) => (el as unknown as { __mark?: boolean }).__mark)
            .length,
        MARKED,
      );
      expect(kept, `${path}: marked elements still the same nodes`).toBe(marked);

      const hydrated = await mainWords(page);
      const left = new Map<string, number>();
      for (const w of html) left.set(w, (left.get(w) ?? 0) + 1);
      const found = hydrated.filter((w) => {
        const n = left.get(w) ?? 0;
        if (n > 0) left.set(w, n - 1);
        return n > 0;
      }).length;
      expect(hydrated.length, path).toBeGreaterThan(10);
      expect(found / hydrated.length, `${path}: share of the hydrated page's words in its HTML`).toBeGreaterThanOrEqual(
        0.95,
      );
    });
});

test.describe("whole in the HTML, working without scripts", () => {
  test("with JavaScript off every page reads completely and its links navigate; search and tracking forms submit", async ({
    newContext,
    consoleErrors,
  }) => {
    consoleErrors.allow(...NOT_FOUND_LOGS);
    const page = await (await newContext({ javaScriptEnabled: false })).newPage();
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path === "/no/such/page" ? 404 : 200);
      await expect(page.locator("main h1"), path).toHaveCount(1);
      await expect(page.locator("footer"), path).toBeVisible();
    }
    // Links navigate: the header's, a category filter, a product card's name.
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page
      .getByRole("link", { name: /^iPhone/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shop\?category=iphone$/);
    await page.goto("/shop");
    await page.getByRole("link", { name: PRODUCTS[0]!.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT_PAGE}$`));
    // The tracking form is a real GET form: a submit lands on the shareable URL.
    await page.goto("/track-order");
    await page.getByLabel("Order ID").fill("ORD-2024-002");
    await page.getByLabel("Order ID").press("Enter");
    await expect(page).toHaveURL(/\/track-order\?id=ORD-2024-002$/);
    // So is the header's search field: Enter lands on the shop's shareable URL.
    await page.goto("/about");
    const field = page.locator('header form[method="get"][action="/shop"] input[name="q"]');
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute("maxlength", "100");
    await field.fill("usb cable");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=usb\+cable$/);
  });

  test("every page route of the build has its own HTML file: the 404 pages, and each product's of the product route", () => {
    const manifest = JSON.parse(readFileSync(join(BUILD_CLIENT, "..", ".remix", "manifest.json"), "utf8")) as {
      routes: Record<string, { id: string; path?: string; index?: boolean; parentId?: string }>;
    };
    const files = Object.values(manifest.routes)
      .filter((r) => r.id !== "root" && !r.id.startsWith("routes/actions."))
      .flatMap((r) =>
        r.path === "*"
          ? ["404.html"]
          : r.path === "shop/:slug"
            ? ["shop/404.html", ...PRODUCTS.map((p) => `${productPath(p).slice(1)}/index.html`)]
            : [r.index && !r.path ? "index.html" : `${r.path}/index.html`],
      );
    for (const file of files) expect(() => readFileSync(join(BUILD_CLIENT, file)), file).not.toThrow();
  });
});
