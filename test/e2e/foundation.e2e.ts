import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupE2E } from "./harness";

const { openPage } = setupE2E();

/** Every route of SPEC.md's table, with the heading it shows. */
const ROUTES: Array<[path: string, heading: RegExp]> = [
  ["/", /SimuTech Nairobi|./],
  ["/shop", /shop/i],
  ["/services", /service/i],
  ["/about", /about/i],
  ["/contact", /contact/i],
  ["/track-order", /track/i],
  ["/services/multi-brand-device-setup", /Multi-Brand Device Setup/],
  ["/services/android-ios-support", /Android & iOS Support/],
];

const NOT_FOUND = /404 Error: User attempted to access non-existent route:/;

describe("every route renders inside the shell", () => {
  for (const [path, heading] of ROUTES) {
    it(`${path}: heading, title, landmarks, zero axe violations`, async () => {
      const { page } = await openPage(path);
      await expect(page.locator("h1").first().innerText()).resolves.toMatch(heading);
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.title()).toMatch(/SimuTech Nairobi$/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator("header").count()).toBeGreaterThan(0);
      expect(await page.locator("main#main").count()).toBe(1);
      expect(await page.locator("footer").count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page, path);
    });
  }
});

describe("header and footer", () => {
  it("header links, call, book and cart button", async () => {
    const { page } = await openPage("/");
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
      await expect(nav.getByRole("link", { name, exact: true }).getAttribute("href")).resolves.toBe(href);
    }
    await expect(
      page
        .getByRole("link", { name: /Call Now/ })
        .first()
        .getAttribute("href"),
    ).resolves.toBe("tel:+254700123456");
    await expect(page.getByRole("link", { name: "Book Service" }).first().getAttribute("href")).resolves.toBe(
      "/services",
    );
    await expect(page.getByRole("button", { name: "Cart, 0 items" }).count()).resolves.toBe(1);
    // Following a header link is a client navigation to the right page.
    await nav.getByRole("link", { name: "Track Order", exact: true }).click();
    await page.waitForURL(/\/track-order$/);
    await page.getByRole("heading", { level: 1, name: /track/i }).waitFor();
  });

  it("footer: quick, service and the five legal links, hours, contacts", async () => {
    const { page } = await openPage("/about");
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
      expect(await footer.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await expect(footer.innerText()).resolves.toContain("Mon-Sat 8-8, Sun 10-6");
    expect(await footer.locator('a[href="tel:+254700123456"]').count()).toBe(1);
    expect(await footer.locator('a[href="mailto:hello@simutech.co.ke"]').count()).toBe(1);
    expect(await footer.getByRole("button", { name: "Subscribe" }).count()).toBe(1);
  });

  it("mobile menu: aria-expanded toggles, Escape closes and returns focus", async () => {
    const { page } = await openPage("/", { viewport: { width: 390, height: 844 } });
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "mobile menu open");
    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menu");
  });

  it("skip link is the first Tab stop and moves focus to main", async () => {
    const { page } = await openPage("/shop");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });
});

describe("404 page", () => {
  for (const path of [
    "/privacy",
    "/terms",
    "/shipping",
    "/returns",
    "/warranty",
    "/no/such/page",
    "/services/screen-repair",
  ]) {
    it(`${path} shows the 404 page and logs the path`, async () => {
      const g = await openPage(path, { expectConsoleErrors: [NOT_FOUND] });
      const { page } = g;
      await expect(page.locator("h1").innerText()).resolves.toBe("Page not found");
      await expect(page.locator("main code").innerText()).resolves.toBe(path);
      for (const [name, href] of [
        ["Home", "/"],
        ["Shop", "/shop"],
        ["Services", "/services"],
        ["About", "/about"],
        ["Contact", "/contact"],
      ]) {
        await expect(
          page.getByRole("navigation", { name: "Helpful links" }).getByRole("link", { name }).getAttribute("href"),
        ).resolves.toBe(href);
      }
      expect(g.consoleErrors.some((t) => t.includes(path) && NOT_FOUND.test(t))).toBe(true);
      await expectNoAxeViolations(page, path);
    });
  }

  it("odd paths render as text, never HTML, never a blank page", async () => {
    const long = "/" + "a".repeat(2000);
    const cases: Array<[string, string]> = [
      ["/%E2%9C%93", "/✓"],
      ["/shop/../../x", "/x"],
      [long, long],
      ["/%3Cimg%20src=x%20onerror=alert(1)%3E", "/<img src=x onerror=alert(1)>"],
      ["/%E0%A4%A", "/%E0%A4%A"],
    ];
    for (const [path, shown] of cases) {
      const g = await openPage(path, { expectConsoleErrors: [NOT_FOUND] });
      await expect(g.page.locator("h1").innerText()).resolves.toBe("Page not found");
      await expect(g.page.locator("main code").innerText()).resolves.toBe(shown);
      expect(await g.page.locator("main img").count()).toBe(0);
    }
  });
});

describe("scrolling on navigation", () => {
  async function scrolledHome(reducedMotion: "reduce" | "no-preference") {
    const g = await openPage("/about", { reducedMotion });
    // A tall spacer outside React's tree, so every page is long enough to scroll.
    await g.page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "4000px";
      document.body.append(spacer);
      window.scrollTo(0, 1500);
    });
    await g.page.waitForFunction(() => window.scrollY > 300);
    return g;
  }

  it("a new path scrolls smoothly to the top; Back restores the position", async () => {
    const { page } = await scrolledHome("no-preference");
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      window.addEventListener("scroll", () => w.__scrolls.push(window.scrollY), { passive: true });
    });
    // A DOM click: Playwright's click() would first scroll the link into view.
    await page.locator("footer").getByRole("link", { name: "Shop", exact: true }).dispatchEvent("click");
    await page.waitForURL(/\/shop$/);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    // Smooth: the page passed through positions between where it was and the top.
    const positions = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(
      positions.some((y) => y > 0 && y < before),
      `scroll positions ${positions.join(",")}`,
    ).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/about$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before);
  });

  it("under prefers-reduced-motion the jump to the top is instant", async () => {
    const { page } = await scrolledHome("reduce");
    await page.waitForFunction(() => window.scrollY > 300);
    // Record every scroll position from here on: an instant jump has no in-between.
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      window.addEventListener("scroll", () => w.__scrolls.push(window.scrollY), { passive: true });
    });
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).dispatchEvent("click");
    await page.waitForURL(/\/contact$/);
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    const positions = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(positions.length).toBeGreaterThan(0);
    expect(
      positions.every((y) => y === 0),
      `scroll positions: ${positions.join(",")}`,
    ).toBe(true);
  });
});
