/**
 * Every page, once: its own HTML file, whole before any script runs (its head, heading and landmarks, read
 * with JavaScript off), kept node for node by hydration, axe-clean. Then the shell: header, footer, the 404
 * page, scrolling on navigation.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { SHOP_HERO } from "../../app/data/content";
import { productPath } from "../../app/lib/slug";
import { holdAssets, nextFrames, open, openPainted, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { BUILD_CLIENT, MOBILE, NOT_FOUND_LOG, NOT_FOUND_LOGS, readRemixManifest } from "./support/perf";
import { PRODUCTS } from "./support/shop";

const ONE_PRODUCT = PRODUCTS[0]!;
const PRODUCT_PAGE = productPath(ONE_PRODUCT);
const MISSING = "/no/such/page";
/** Every page route with the heading it shows (a new page goes here), then a product page and the 404 page. */
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
const PAGES: Array<[string, RegExp]> = [...ROUTES, [PRODUCT_PAGE, /./], [MISSING, /^Page not found$/]];
/** Pages with no preview or canonical URL of their own. */
const UNNAMED = ["/offline", MISSING];
const NAV = ["/", "/shop", "/services", "/track-order", "/about", "/contact"];
/** Links as "text href". */
const linksOf = (links: Locator) =>
  links.evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute("href")}`));

test("each page has its own HTML file, with a title and heading no other page has", () => {
  const productFiles = PRODUCTS.map((p) => `${productPath(p).slice(1)}/index.html`);
  const files = readdirSync(BUILD_CLIENT, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  const built = files.filter((f) => /(^|\/)index\.html$/.test(f));
  const routeFiles = ROUTES.map(([path]) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`));
  expect(built.sort(), "a new page needs its path and heading in ROUTES").toEqual(
    [...routeFiles, ...productFiles].sort(),
  );
  // Every route of the app has its file: the 404 pages, and each product's of the product route.
  const routes = Object.values(readRemixManifest(BUILD_CLIENT).manifest.routes);
  for (const r of routes.filter((r) => r.id !== "root" && !r.id.startsWith("routes/actions."))) {
    const expected =
      r.path === "*"
        ? ["404.html"]
        : r.path === "shop/:slug"
          ? ["shop/404.html", ...productFiles]
          : [r.index && !r.path ? "index.html" : `${r.path}/index.html`];
    for (const file of expected) expect(files, r.id).toContain(file);
  }
  const heads = [...routeFiles, ...productFiles].map((file) => {
    const html = readFileSync(join(BUILD_CLIENT, file), "utf8");
    return { file, title: /<title>([^<]+)<\/title>/.exec(html)?.[1], h1: /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] };
  });
  for (const key of ["title", "h1"] as const) {
    const seen = heads.map((h) => h[key]);
    expect(new Set(seen).size, `${key}s:\n${seen.join("\n")}`).toBe(heads.length);
  }
});

/** The head and landmarks of the page as loaded. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string, attr: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(attr) ?? "");
    return {
      titles: document.querySelectorAll("head title").length,
      title: document.title,
      ogTitles: all('meta[property="og:title"]', "content"),
      canonicals: all('link[rel="canonical"]', "href"),
      description: all('meta[name="description"]', "content"),
      jsonLd: all('script[type="application/ld+json"]', "type").length,
      current: all("header [aria-current=page]", "href"),
      landmarks: ["header", "main#main", "footer"].map((s) => document.querySelectorAll(s).length > 0),
      h1s: [...document.querySelectorAll("h1")].map((h) => h.textContent?.trim()),
    };
  });

/** The words of `<main>`'s text (scripts left out), sections far below the fold included. */
const mainWords = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest("script, style")) parts.push(node.textContent ?? "");
    return parts.join(" ").split(/\s+/).filter(Boolean);
  });

const MARKED = "main h1, main *:last-child, header a, footer";

for (const [path, heading] of PAGES)
  test(`${path}: whole in its HTML without scripts, kept by hydration, axe-clean`, async ({
    newContext,
    consoleErrors,
  }) => {
    if (path === MISSING) consoleErrors.allow(...NOT_FOUND_LOGS);
    const html = await (await newContext({ ...MOBILE, javaScriptEnabled: false })).newPage();
    const response = await html.goto(path);
    expect(response?.status()).toBe(path === MISSING ? 404 : 200);
    // The first thing after the policy: the recorder that keeps every tap for the app; then Remix's module script.
    const raw = (await response!.text()).replace(
      /^<!DOCTYPE html><html lang="en-KE"><head><meta charSet="utf-8"\/>/,
      "",
    );
    expect(raw).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>\(function[^<]+\)\(window,"simutechEarlyEvents"\)<\/script>/,
    );
    expect(raw).toMatch(/<script type="module" async="">import /);
    const head = await headOf(html);
    expect(head.h1s).toHaveLength(1);
    expect(head.h1s[0]).toMatch(path === PRODUCT_PAGE ? ONE_PRODUCT.name : heading);
    expect(head.titles).toBe(1);
    expect(head.title).toMatch(/SimuTech Nairobi$/);
    expect(head.description[0]).toMatch(/./);
    expect(head.landmarks).toEqual([true, true, true]);
    expect(head.jsonLd).toBe(path === PRODUCT_PAGE ? 1 : 0);
    expect(head.current).toEqual(NAV.filter((href) => path === href || (href !== "/" && path.startsWith(`${href}/`))));
    await expect(html.locator("footer")).toBeVisible();
    if (UNNAMED.includes(path)) {
      expect([...head.ogTitles, ...head.canonicals]).toEqual([]);
    } else {
      expect(head.ogTitles).toEqual([head.title]);
      expect(head.canonicals.map((c) => new URL(c).pathname)).toEqual([path]);
      // The link preview's picture: a PNG the build wrote (chat apps show no SVG).
      const og = await html.locator('meta[property="og:image"]').getAttribute("content");
      if (path === PRODUCT_PAGE) expect(og).toMatch(/\/images\/share\/products\/[^/]+\.png$/);
      const picture = await html.request.get(new URL(og!).pathname);
      expect([picture.status(), picture.headers()["content-type"]], og!).toEqual([200, "image/png"]);
    }
    if (path === MISSING) {
      await expect(html.getByRole("navigation", { name: "Helpful links" }).getByRole("link")).toHaveCount(5);
      const footerTop = await html.locator("footer").evaluate((f) => f.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(MOBILE.viewport.height);
    }
    if (path === "/offline")
      await expect(html.getByRole("navigation", { name: "Pages" }).getByRole("link")).toHaveCount(5);

    // With scripts held: the HTML's words, then hydration keeps those very nodes and shows little more.
    const { page, release } = await openPainted(await newContext(), path);
    if (path === MISSING) await expect(page.locator("main code")).toHaveText(path);
    const painted = await mainWords(page);
    const marked = await page.locator(MARKED).elementHandles();
    release();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const kept = await Promise.all(marked.map((el) => el.evaluate((node) => node.isConnected)));
    expect(kept, "marked elements still the same nodes").toEqual(marked.map(() => true));
    const hydrated = await mainWords(page);
    const left = new Map<string, number>();
    for (const w of painted) left.set(w, (left.get(w) ?? 0) + 1);
    const found = hydrated.filter((w) => {
      const n = left.get(w) ?? 0;
      left.set(w, n - 1);
      return n > 0;
    }).length;
    expect(hydrated.length).toBeGreaterThan(10);
    expect(found / hydrated.length, "share of the hydrated page's words in its HTML").toBeGreaterThanOrEqual(0.95);
    // The route's own meta says the same, once.
    const { titles, title, ogTitles, canonicals, jsonLd } = head;
    expect(await headOf(page)).toMatchObject({ titles, title, ogTitles, canonicals, jsonLd });
    await expectNoAxeViolations(page, { label: path });
  });

test("skip link first; header links, call, book, cart; the footer's links, hours, contacts; a link navigates", async ({
  page,
}) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  const nav = page.getByRole("navigation", { name: "Main" });
  expect(await linksOf(nav.getByRole("link"))).toEqual(
    ["Home", "Shop", "Services", "Track Order", "About", "Contact"].map((text, i) => `${text} ${NAV[i]}`),
  );
  await expect(page.getByRole("link", { name: /Call Now/ }).first()).toHaveAttribute("href", "tel:+254700123456");
  await expect(page.getByRole("link", { name: "Book Service" }).first()).toHaveAttribute("href", "/services");
  await expect(page.getByRole("button", { name: "Cart, 0 items" })).toHaveCount(1);
  const footer = page.locator("footer");
  const legal = ["/privacy", "/terms", "/shipping", "/returns", "/warranty"];
  const others = ["/services/multi-brand-device-setup", "/services/android-ios-support", "/shop", "/track-order"];
  for (const href of [...legal, ...others])
    await expect(footer.locator(`a[href="${href}"]`).first(), href).toBeAttached();
  await expect(footer).toContainText("Mon-Sat 8-8, Sun 10-6");
  await expect(footer.locator('a[href="tel:+254700123456"]')).toHaveCount(1);
  await expect(footer.locator('a[href="mailto:hello@simutech.co.ke"]')).toHaveCount(1);
  await expect(footer.getByRole("button", { name: "Subscribe" })).toHaveCount(1);
  await nav.getByRole("link", { name: "Track Order", exact: true }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole("heading", { level: 1, name: /track/i })).toBeVisible();
});

test("a tap on a page still on its way is answered at once by a bar and a busy <main>", async ({ page }) => {
  await open(page, "/about");
  const release = await holdAssets(page, /\/assets\/services\._index-[\w-]+\.js$/);
  const main = page.locator("main");
  const bar = page.locator("body > div:has(+ header)");
  await expect(bar).toHaveCount(0);
  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
  await expect(main).toHaveAttribute("aria-busy", "true");
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Device Services That Come to You");
  await expect(main).not.toHaveAttribute("aria-busy");
  await expect(bar).toHaveCount(0);
});

const long = "/" + "a".repeat(2000);
/** Missing paths (the footer's legal links among them) and the path each shows, as text. */
const CASES: Array<[string, string]> = [
  ...["/privacy", "/terms", "/shipping", "/returns", "/warranty"].map((p): [string, string] => [p, p]),
  [MISSING, MISSING],
  ["/services/screen-repair", "/services/screen-repair"],
  ["/%E2%9C%93", "/✓"],
  ["/shop/../../x", "/x"],
  [long, long],
  ["/%3Cimg%20src=x%20onerror=alert(1)%3E", "/<img src=x onerror=alert(1)>"],
  ["/%e0%a4%a", "/%e0%a4%a"],
  ["/shop/<script>", "/shop/<script>"],
  ["/shop/%E2%9C%93", "/shop/✓"],
  ["/shop/no-such-product", "/shop/no-such-product"],
];

test("every missing path shows the 404 page with the path as text, its helpful links, and logs it", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(...NOT_FOUND_LOGS);
  let logged = 0;
  for (const [path, shown] of CASES) {
    await open(page, path);
    await expect(page.locator("h1"), path).toHaveText("Page not found");
    await expect(page, path).toHaveTitle("Page not found | SimuTech Nairobi");
    await expect(page.locator("main code"), path).toHaveText(shown);
    await expect(page.locator("main img, script[type='application/ld+json']"), path).toHaveCount(0);
    // The only script in main is the 404 page's own, which writes the path in as text.
    const scripts = await page.locator("main script").evaluateAll((ss) => ss.map((s) => s.textContent ?? ""));
    expect(scripts, path).toEqual([
      expect.stringMatching(/^\(function\(p,d\)\{.*previousElementSibling\.textContent=d\}\)\(location\.pathname\)$/),
    ]);
    expect(await linksOf(page.getByRole("navigation", { name: "Helpful links" }).getByRole("link")), path).toEqual([
      "Home /",
      "Shop /shop",
      "Services /services",
      "About /about",
      "Contact /contact",
    ]);
    await expect.poll(() => consoleErrors.seen.filter((t) => NOT_FOUND_LOG.test(t)).length, path).toBe(++logged);
    if (/^[\w/-]+$/.test(path)) expect(consoleErrors.seen.at(-1), path).toContain(path);
  }
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

for (const reducedMotion of ["no-preference", "reduce"] as const)
  test(`a new path scrolls to the top, ${reducedMotion === "reduce" ? "at once under prefers-reduced-motion" : "smoothly (Back to where the page was: search.spec.ts)"}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    // /about made tall by a spacer outside React's tree, scrolled down; then every scroll position is recorded.
    await open(page, "/about");
    await page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "4000px";
      document.body.append(spacer);
      window.scrollTo(0, 1500);
    });
    await page.waitForFunction(() => window.scrollY > 300);
    await nextFrames(page);
    const before = await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      window.addEventListener("scroll", () => w.__scrolls.push(window.scrollY), { passive: true });
      return window.scrollY;
    });
    // A DOM click: Playwright's click() would first scroll the link into view.
    await page.locator("footer").getByRole("link", { name: "Shop", exact: true }).dispatchEvent("click");
    await expect(page).toHaveURL(/\/shop$/);
    // At the top after the glide, if any: the route's own jump to 0 comes a frame before the glide starts from
    // `before`, so a glide is waited for until it has begun, not only until the page is at 0.
    await page.waitForFunction(
      ([y, glides]) => {
        const s = (window as unknown as { __scrolls: number[] }).__scrolls;
        return window.scrollY === 0 && s.lastIndexOf(0) > (glides ? s.indexOf(y) : -1) && (!glides || s.includes(y));
      },
      [before, reducedMotion === "no-preference"] as const,
      { timeout: 5000 },
    );
    const positions = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    if (reducedMotion === "reduce") {
      expect(positions.length).toBeGreaterThan(0);
      expect(
        positions.filter((y) => y !== 0),
        "an instant jump has no in-between",
      ).toEqual([]);
      return;
    }
    expect(positions.filter((y) => y > 0 && y < before).length, `smooth: ${positions.join(",")}`).toBeGreaterThan(0);
  });
