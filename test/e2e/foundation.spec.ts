import { readdirSync } from "node:fs";
import { SHOP_HERO } from "../../app/data/content";
import { productPath } from "../../app/lib/slug";
import { nextFrames, open, recordScrolls, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { BUILD_CLIENT, NOT_FOUND_LOG, NOT_FOUND_LOGS } from "./support/perf";
import { PRODUCTS } from "./support/shop";

/** Every page route with the heading it shows: the main routes, then pages added since. */
const ROUTES: Array<[path: string, heading: RegExp]> = [
  ["/", /SimuTech Nairobi|./],
  ["/shop", /shop/i],
  ["/services", /service/i],
  ["/about", /about/i],
  ["/contact", /contact/i],
  ["/track-order", /track/i],
  ["/services/multi-brand-device-setup", /Multi-Brand Device Setup/],
  ["/services/android-ios-support", /Android & iOS Support/],
  ["/offline", /You are offline/],
];

test("every page the build prerenders is in ROUTES above (product pages: search.spec.ts)", () => {
  const built = readdirSync(BUILD_CLIENT, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
    .filter((path) => !PRODUCTS.some((p) => path === productPath(p)));
  expect(built.sort(), "a new page needs its path and heading in ROUTES (test/e2e/foundation.spec.ts)").toEqual(
    ROUTES.map(([path]) => path).sort(),
  );
});

test.describe("every route renders inside the shell", () => {
  for (const [path, heading] of ROUTES) {
    test(`${path}: heading, title, landmarks, zero axe violations`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page).toHaveTitle(/SimuTech Nairobi$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /./);
      await expect(page.locator("header").first()).toBeAttached();
      await expect(page.locator("main#main")).toHaveCount(1);
      await expect(page.locator("footer").first()).toBeAttached();
      await expectNoAxeViolations(page, { label: path });
    });
  }
});

test.describe("header and footer", () => {
  test("header links, call, book and cart button", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = [
      ["Home", "/"],
      ["Shop", "/shop"],
      ["Services", "/services"],
      ["Track Order", "/track-order"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(page.getByRole("link", { name: /Call Now/ }).first()).toHaveAttribute("href", "tel:+254700123456");
    await expect(page.getByRole("link", { name: "Book Service" }).first()).toHaveAttribute("href", "/services");
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toHaveCount(1);
    // Following a header link is a client navigation to the right page.
    await nav.getByRole("link", { name: "Track Order", exact: true }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole("heading", { level: 1, name: /track/i })).toBeVisible();
  });

  test("footer: quick, service and the five legal links, hours, contacts", async ({ page }) => {
    await open(page, "/about");
    const footer = page.locator("footer");
    for (const href of [
      "/privacy",
      "/terms",
      "/shipping",
      "/returns",
      "/warranty",
      "/services/multi-brand-device-setup",
      "/services/android-ios-support",
      "/shop",
      "/track-order",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first(), href).toBeAttached();
    }
    await expect(footer).toContainText("Mon-Sat 8-8, Sun 10-6");
    await expect(footer.locator('a[href="tel:+254700123456"]')).toHaveCount(1);
    await expect(footer.locator('a[href="mailto:hello@simutech.co.ke"]')).toHaveCount(1);
    await expect(footer.getByRole("button", { name: "Subscribe" })).toHaveCount(1);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("mobile menu: aria-expanded toggles, Escape closes and returns focus", async ({ page }) => {
      await open(page, "/");
      const toggle = page.getByRole("button", { name: "Menu" });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
      await expectNoAxeViolations(page, { label: "mobile menu open" });
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    });
  });

  test("skip link is the first Tab stop and moves focus to main", async ({ page }) => {
    await open(page, "/shop");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("404 page", () => {
  test("every missing path (the footer's legal links among them) shows the 404 page and logs the path", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(...NOT_FOUND_LOGS);
    const paths = [
      "/privacy",
      "/terms",
      "/shipping",
      "/returns",
      "/warranty",
      "/no/such/page",
      "/services/screen-repair",
    ];
    for (const path of paths) {
      await open(page, path);
      await expect(page.locator("h1"), path).toHaveText("Page not found");
      await expect(page.locator("main code"), path).toHaveText(path);
      const helpful = page.getByRole("navigation", { name: "Helpful links" });
      for (const [name, href] of [
        ["Home", "/"],
        ["Shop", "/shop"],
        ["Services", "/services"],
        ["About", "/about"],
        ["Contact", "/contact"],
      ]) {
        await expect(helpful.getByRole("link", { name }), path).toHaveAttribute("href", href!);
      }
      expect(
        consoleErrors.seen.some((t) => t.includes(path) && NOT_FOUND_LOG.test(t)),
        path,
      ).toBe(true);
    }
    // One page for every missing path: checked once.
    await expectNoAxeViolations(page, { label: paths.at(-1) });
  });

  test("a path with capitals lands on its lower-case form (pages' paths are lower case)", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(...NOT_FOUND_LOGS);
    // 404.html sends the visitor on before it paints, the query and fragment kept.
    await page.goto("/SHOP?q=Case#x");
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "?q=Case" && u.hash === "#x");
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText(SHOP_HERO.title);
    await page.goto("/Privacy");
    await page.waitForURL((u) => u.pathname === "/privacy");
    await waitForHydration(page);
    await expect(page.locator("main code")).toHaveText("/privacy");
  });

  test("odd paths render as text, never HTML, never a blank page", async ({ page, consoleErrors }) => {
    consoleErrors.allow(...NOT_FOUND_LOGS);
    const long = "/" + "a".repeat(2000);
    const cases: Array<[string, string]> = [
      ["/%E2%9C%93", "/✓"],
      ["/shop/../../x", "/x"],
      [long, long],
      ["/%3Cimg%20src=x%20onerror=alert(1)%3E", "/<img src=x onerror=alert(1)>"],
      ["/%e0%a4%a", "/%e0%a4%a"],
    ];
    for (const [path, shown] of cases) {
      await open(page, path);
      await expect(page.locator("h1")).toHaveText("Page not found");
      await expect(page.locator("main code")).toHaveText(shown);
      await expect(page.locator("main img")).toHaveCount(0);
    }
  });
});

test.describe("scrolling on navigation", () => {
  /** /about made tall by a spacer outside React's tree, scrolled down. */
  async function scrolledAbout(page: import("@playwright/test").Page) {
    await open(page, "/about");
    await page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "4000px";
      document.body.append(spacer);
      window.scrollTo(0, 1500);
    });
    await page.waitForFunction(() => window.scrollY > 300);
    // The scroll event of that jump fires with the next frame: let it pass before anything records scrolls.
    await nextFrames(page);
  }

  test("a new path scrolls smoothly to the top; Back restores the position", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await scrolledAbout(page);
    const before = await page.evaluate(() => window.scrollY);
    const scrolls = await recordScrolls(page);
    // A DOM click: Playwright's click() would first scroll the link into view.
    await page.locator("footer").getByRole("link", { name: "Shop", exact: true }).dispatchEvent("click");
    await expect(page).toHaveURL(/\/shop$/);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    // Smooth: the page passed through positions between where it was and the top.
    const positions = await scrolls.read();
    expect(
      positions.some((y) => y > 0 && y < before),
      `scroll positions ${positions.join(",")}`,
    ).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before);
  });

  test("under prefers-reduced-motion the jump to the top is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await scrolledAbout(page);
    // Record every scroll position from here on: an instant jump has no in-between.
    const scrolls = await recordScrolls(page);
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).dispatchEvent("click");
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    const positions = await scrolls.read();
    expect(positions.length).toBeGreaterThan(0);
    expect(
      positions.every((y) => y === 0),
      `scroll positions: ${positions.join(",")}`,
    ).toBe(true);
  });
});
