import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SHOP_PAGE_SIZE } from "../../app/data/constants";
import { holdAssets, open } from "./support/app";
import { expect, test } from "./support/fixtures";
import {
  BUDGETS,
  BUILD_CLIENT,
  codeWeight,
  firstVisitWeight,
  imageProblems,
  jsBudget,
  kib,
  launchChromium,
  measureRoute,
  MOBILE,
  NOT_FOUND_LOGS,
  PAGE_PATHS,
  readRemixManifest,
  startRecordingServer,
  TRACKING_LINKS,
  visitOf,
} from "./support/perf";
import { cartButton, drawer, PRODUCTS } from "./support/shop";

/** The product page the weight checks visit (scripts/weight.mjs weighs the same one). */
const PRODUCT_PAGE = "/shop/iphone-15-pro-magsafe-clear-case";

test.describe("weight budgets", () => {
  test("build manifest: the first visit of / stays within the JS budget", () => {
    const w = firstVisitWeight("/");
    const detail = w.js.files.map((f) => `${f.file} ${f.gzip}`).join("\n");
    expect(w.js.gzip, `gzipped JS for /:\n${detail}`).toBeLessThanOrEqual(BUDGETS.homeJsGzip);
    expect(w.css.gzip).toBeLessThanOrEqual(BUDGETS.homeCssGzip);
  });
});

test.describe("what a first load brings", () => {
  test("the cart drawer's code comes with the page (vite.config.ts's shell): hydrated, the cart opens with every script and stylesheet held", async ({
    page,
  }) => {
    await open(page, "/shop");
    const release = await holdAssets(page, /\/assets\/[\w.-]+\.(js|css)$/);
    await cartButton(page).click();
    await expect(drawer(page).getByText("Your cart is empty", { exact: true })).toBeVisible();
    release();
  });
});

test.describe("a catalogue that grows", () => {
  const assets = readdirSync(join(BUILD_CLIENT, "assets")).filter((f) => f.endsWith(".js"));
  const code = assets.map((f) => readFileSync(join(BUILD_CLIENT, "assets", f), "utf8"));

  test("no page's code or route manifest holds the catalogue: their weight cannot grow with it", () => {
    // The catalogue reaches the browser only as /catalogue/ files: no chunk carries a product's texts (names
    // may: the demo orders name what they hold).
    for (const p of PRODUCTS)
      for (const text of [p.description, p.imageAlt])
        expect(
          assets.filter((_, i) => code[i]!.includes(JSON.stringify(text).slice(1, -1))),
          `${text} in the JS`,
        ).toEqual([]);
    // One route for every product page.
    const routes = Object.values(readRemixManifest().manifest.routes);
    expect(routes.filter((r) => r.path?.startsWith("shop/")).map((r) => r.path)).toEqual(["shop/:slug"]);
  });

  test("/shop's HTML holds its first page of products, not the catalogue", () => {
    const html = readFileSync(join(BUILD_CLIENT, "shop/index.html"), "utf8");
    const shown = PRODUCTS.slice(0, SHOP_PAGE_SIZE);
    const rest = PRODUCTS.slice(SHOP_PAGE_SIZE);
    expect(rest.length).toBeGreaterThan(0);
    for (const p of shown) expect(html, p.name).toContain(p.description);
    for (const p of rest) expect(html, p.name).not.toContain(p.description);
  });
});

/** GET with the given Accept-Encoding; the raw (still encoded) body. */
function get(base: string, path: string, acceptEncoding = "") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        new URL(path, base),
        // A connection of its own: Node's shared keep-alive agent may reuse a socket the server is closing (ECONNRESET).
        { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {}, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

/**
 * The build served as `npm start` serves it (scripts/serve.mjs), every
 * response's bytes counted at the server: what really goes over the wire,
 * including what the service worker fetches. One recording server per worker.
 */
test.describe("on the wire (served as npm start serves it)", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;

  test.beforeAll(async () => {
    server = await startRecordingServer();
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test("headers: precompressed brotli or gzip, immutable hashed assets, HTML and worker revalidated", async () => {
    const { manifest } = readRemixManifest();
    // The largest script every page loads (React + Remix): certainly precompressed.
    const entry = [manifest.entry.module, ...manifest.entry.imports]
      .map((f) => ({ f, size: readFileSync(join(BUILD_CLIENT, f)).length }))
      .sort((a, b) => b.size - a.size)[0]!.f;
    const raw = readFileSync(join(BUILD_CLIENT, entry));
    const br = await get(server.url, entry, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gz = await get(server.url, entry, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);
    const plain = await get(server.url, entry);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);

    // HTML: each page's own file (/shop and /shop/ alike); any other path the 404 page, with status 404.
    const pages = [
      "/",
      "/index.html",
      "/shop",
      "/shop/",
      "/services/android-ios-support",
      "/track-order?id=ORD-2024-001",
    ];
    const missing = ["/no/such/page", "/SHOP", "/shop/no-such-product", "/privacy/"];
    for (const path of [...pages, ...missing]) {
      const res = await get(server.url, path, "br");
      expect(res.status, path).toBe(missing.includes(path) ? 404 : 200);
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(res.headers["content-encoding"], path).toBe("br");
      expect(String(res.headers["content-type"]), path).toMatch(/^text\/html/);
    }
    const sw = await get(server.url, "/sw.js", "br");
    expect(sw.status).toBe(200);
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const workbox = readdirSync(BUILD_CLIENT).find((f) => /^workbox-[\da-f]+\.js$/.test(f));
    expect(workbox, "workbox runtime in the build").toBeTruthy();
    expect((await get(server.url, `/${workbox}`, "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get(server.url, "/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
    const robots = await get(server.url, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toMatch(/^User-agent: \*$/m);
    // A missing hashed file is a 404, never index.html (a stale page must not run HTML as JS).
    expect((await get(server.url, "/assets/no-such-chunk-abc123.js", "br")).status).toBe(404);
  });

  test("the 404 page (any other path) paints from its HTML: its heading and the path, no link marked current", async ({
    newContext,
    consoleErrors,
  }) => {
    consoleErrors.allow(...NOT_FOUND_LOGS);
    const context = await newContext({ ...MOBILE, baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    // With JavaScript on, the app's modules held back until the path shows: one file answers every
    // missing path, and its inline script writes the path in as the HTML is parsed.
    const scriptPage = await (await newContext({ ...MOBILE, baseURL: server.url })).newPage();
    const held: Array<() => void> = [];
    let holding = true;
    await scriptPage.route("**/assets/*.js", async (route) => {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    for (const [path, shown] of [
      ["/no/such/page", "/no/such/page"],
      ["/shop/no-such-product", "/shop/no-such-product"],
      ["/a%20b/%E2%9C%93", "/a b/✓"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("h1"), path).toHaveText("Page not found");
      expect(await page.title(), path).toBe("Page not found | SimuTech Nairobi");
      await expect(page.getByRole("navigation", { name: "Helpful links" }).getByRole("link")).toHaveCount(5);
      // No link may claim to be the current page; there is no page to preview or to name as canonical.
      await expect(page.locator("header [aria-current]"), path).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"], meta[property="og:title"]'), path).toHaveCount(0);
      const footerTop = await page.locator("footer").evaluate((f) => f.getBoundingClientRect().top);
      expect(footerTop, path).toBeGreaterThanOrEqual(MOBILE.viewport.height);

      holding = true;
      await scriptPage.goto(path, { waitUntil: "commit" });
      await expect(scriptPage.locator("main code"), path).toHaveText(shown);
      await expect(scriptPage.locator("html[data-hydrated]"), path).toHaveCount(0);
      // The app then hydrates that text as it is (a mismatch would be a page error) and logs the path.
      holding = false;
      held.splice(0).forEach((resume) => resume());
      await expect(scriptPage.locator("html[data-hydrated]"), path).toHaveCount(1);
      await expect(scriptPage.locator("main code"), path).toHaveText(shown);
    }
  });

  test("the offline page (the service worker's fallback) reads whole without scripts: the header, its heading, ways on", async ({
    newContext,
  }) => {
    const context = await newContext({ ...MOBILE, baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/offline");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator("h1")).toHaveText("You are offline");
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link")).toHaveCount(5);
    await expect(page.locator('link[rel="canonical"], meta[property="og:title"]')).toHaveCount(0);
  });

  test("each page's own HTML, before any script runs: its h1, <title>, og:title and canonical URL, no other page's; the early-event recorder runs before anything paints", async ({
    newContext,
  }) => {
    // The main pages and a product page (each product has its own file too).
    const pages = [...PAGE_PATHS.filter((route: string) => route !== "/no/such/page"), PRODUCT_PAGE];
    const heads = new Map<string, { title: string; ogTitle: string; h1: string; canonical: string }>();
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ")
        .trim();
    for (const route of pages) {
      const html = (await get(server.url, route)).body.toString();
      const one = (re: RegExp, what: string) => {
        const all = [...html.matchAll(new RegExp(re.source, "g"))].map((m) => m[1]!);
        expect(all, `${route}: one ${what}`).toHaveLength(1);
        return all[0]!;
      };
      heads.set(route, {
        title: text(one(/<title>([^<]+)<\/title>/, "<title>")),
        ogTitle: text(one(/<meta property="og:title" content="([^"]+)"/, "og:title")),
        canonical: one(/<link rel="canonical" href="([^"]+)"/, "canonical link"),
        h1: text(one(/<h1[^>]*>(.*?)<\/h1>/, "h1")),
      });
      // Structured data: the product page's JSON-LD Product once, no other page's.
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]!);
      expect(jsonLd, `${route}: JSON-LD`).toHaveLength(route === PRODUCT_PAGE ? 1 : 0);
      if (route === PRODUCT_PAGE) {
        expect(JSON.parse(jsonLd[0]!)).toMatchObject({
          "@type": "Product",
          name: text(one(/<h1[^>]*>(.*?)<\/h1>/, "h1")),
        });
        expect(html, `${route}: its picture as the link preview's`).toMatch(
          /<meta property="og:image" content="https?:\/\/[^"]+\/images\/share\/products\/[^"]+\.png"/,
        );
      }
      // The preview's picture is a PNG (chat apps show no SVG) that the build wrote.
      const ogImage = new URL(one(/<meta property="og:image" content="([^"]+)"/, "og:image"));
      const picture = await get(server.url, ogImage.pathname);
      expect(picture.status, `${route}: ${ogImage.pathname}`).toBe(200);
      expect(picture.headers["content-type"], `${route}: ${ogImage.pathname}`).toBe("image/png");
      // The first thing after the policy: the recorder that keeps every tap for the app (app/lib/browser/early-events.ts).
      expect(html, `${route}: the recorder first in the head`).toMatch(
        /^<!DOCTYPE html><html lang="en-KE"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>\(function[^<]+\)\(window,"simutechEarlyEvents"\)<\/script>/,
      );
      // Remix's own start: its module script and preloads, as Remix writes them.
      expect(html, `${route}: Remix's module script`).toMatch(/<script type="module" async="">import /);
    }
    for (const [route, head] of heads) {
      expect(head.ogTitle, route).toBe(head.title);
      expect(new URL(head.canonical).pathname, route).toBe(route);
      for (const [other, otherHead] of heads) {
        if (other === route) continue;
        expect(head.title, `${route} vs ${other}`).not.toBe(otherHead.title);
        expect(head.h1, `${route} vs ${other}`).not.toBe(otherHead.h1);
      }
    }
    // With JavaScript off, the page shows its own heading and marks its own link.
    const context = await newContext({ ...MOBILE, baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(route);
      expect(await page.title(), route).toBe(heads.get(route)!.title);
      expect(text((await page.locator("h1").textContent()) ?? ""), route).toBe(heads.get(route)!.h1);
      if (["/", "/shop", "/services", "/track-order", "/about", "/contact"].includes(route)) {
        await expect(page.locator("header [aria-current=page]"), route).toHaveAttribute("href", route);
      }
    }
    // Once the app runs, the route's own meta says the same, once (no duplicates).
    const appPage = await (await newContext({ ...MOBILE, baseURL: server.url })).newPage();
    for (const route of pages) {
      await appPage.goto(route);
      await expect(appPage, route).toHaveTitle(heads.get(route)!.title);
      await expect(appPage.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(appPage.locator('head meta[property="og:title"]'), route).toHaveCount(1);
      await expect(appPage.locator("head title"), route).toHaveCount(1);
      await expect(appPage.locator('script[type="application/ld+json"]'), route).toHaveCount(
        route === PRODUCT_PAGE ? 1 : 0,
      );
      await expect(appPage.locator('head link[rel="canonical"]'), route).toHaveAttribute(
        "href",
        heads.get(route)!.canonical,
      );
    }
  });

  // The main routes, then the shared tracking links (a demo order, an order placed on this device):
  // those are weighed, and watched for layout shifts, until the lookup's result and its toast are shown.
  for (const route of [...PAGE_PATHS, ...TRACKING_LINKS.map((l) => l.route)]) {
    test(`${route}: first visit JS within budget; route code preloaded from the HTML; no layout shift; every image sized, with width and height`, async ({
      newContext,
      consoleErrors,
    }) => {
      if (route === "/no/such/page") consoleErrors.allow(...NOT_FOUND_LOGS);
      const { storage, settled } = visitOf(route);
      const pathname = new URL(route, "http://x").pathname;
      const context = await newContext({ ...MOBILE, baseURL: server.url });
      await context.addInitScript((entries) => {
        try {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        } catch {
          // A document without storage access (about:blank): nothing to seed.
        }
      }, storage);
      await context.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      await server.quiet(200);
      server.take();
      await open(page, route);
      if (settled) {
        const id = new URL(route, "http://x").searchParams.get("id");
        await expect(page.getByRole("heading", { level: 2, name: `Order ${id}` })).toBeVisible({ timeout: 10_000 });
        await expect(page.locator(settled)).toHaveCount(1, { timeout: 10_000 });
      }
      await server.quiet();
      const weight = codeWeight(server.take());
      expect(
        weight.js.gzip,
        `gzipped JS of a first visit of ${route} (${kib(weight.js.gzip)}):\n${weight.js.files.join("\n")}`,
      ).toBeLessThanOrEqual(jsBudget(route));
      if (route === "/")
        expect(weight.css.gzip, `gzipped CSS of /: ${weight.css.files.join(", ")}`).toBeLessThanOrEqual(
          BUDGETS.homeCssGzip,
        );
      // index.html's inline script asked for the route's own module (not only Remix, a round trip later).
      const { manifest } = readRemixManifest();
      const leaf = Object.values(manifest.routes).find((r) =>
        route === "/no/such/page"
          ? r.path === "*"
          : route === "/"
            ? r.id === "routes/_index"
            : `/${r.path}` === pathname,
      );
      expect(leaf, `route of ${route} in the manifest`).toBeTruthy();
      // Read from the HTML: Remix's <Scripts/> drops its preloads once the page has hydrated.
      const html = (await get(server.url, route)).body.toString();
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(preloaded, `modulepreload links on ${route}`).toContain(leaf!.module);
      expect(
        await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
        `layout shift on ${route}`,
      ).toBe(0);
      const images = await imageProblems(page);
      expect(
        images.filter((i) => i.problems.length > 0),
        `images on ${route}`,
      ).toEqual([]);
    });
  }

  test("/: a first visit transfers at most 250 KiB, with the service worker's precache too; a repeat visit fetches no JS or CSS", async () => {
    // In the bench's browser (scripts/browser.mjs), not the tests' headless shell: which lazy images start
    // with the first paint depends on the build's network estimate, and the figure is the bench's.
    const browser = await launchChromium();
    const m = await measureRoute(browser, server, "/").finally(() => browser.close());
    const list = (t: { transfers: Array<{ url: string; bytes: number }> }) =>
      t.transfers.map((x) => `${x.url} ${x.bytes}`).join("\n");
    expect(m.pageLoad.js, "the page load fetched its JS").toBeGreaterThan(0);
    expect(m.pageLoad.total, `first visit of / (${kib(m.pageLoad.total)}):\n${list(m.pageLoad)}`).toBeLessThanOrEqual(
      BUDGETS.homeTransferTotal,
    );
    expect(
      m.withPrecache.total,
      `first visit of / with the precache (${kib(m.withPrecache.total)}):\n${list(m.withPrecache)}`,
    ).toBeLessThanOrEqual(BUDGETS.homeTransferTotal);
    // The worker precached more than the page itself loaded (the rest of the site).
    expect(m.withPrecache.total).toBeGreaterThan(m.pageLoad.total);
    expect(m.repeat.js + m.repeat.css, `repeat visit (service worker):\n${list(m.repeat)}`).toBe(0);
    expect(
      m.repeatHttpCache.js + m.repeatHttpCache.css,
      `repeat visit (HTTP cache only):\n${list(m.repeatHttpCache)}`,
    ).toBe(0);
    // Only the HTML is asked for again, and it answers 304 Not Modified.
    expect(m.repeat.transfers.map((t) => `${t.url} ${t.status}`)).toEqual(["/ 304"]);
  });
});
