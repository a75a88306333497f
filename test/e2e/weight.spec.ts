import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SHOP_PAGE_SIZE } from "../../app/data/constants";
import { headerPolicy, policyForPath, readPolicies } from "../../scripts/build/csp.mjs";
import { headersFor } from "../../scripts/build/headers.mjs";
import type { APIRequestContext, Page } from "@playwright/test";
import { holdAssets, layoutShift, open, recordLayoutShifts } from "./support/app";
import { expect, test } from "./support/fixtures";
import {
  BENCH_ROUTES,
  BUDGETS,
  BUILD_CLIENT,
  codeWeight,
  imageProblems,
  jsBudget,
  kib,
  launchChromium,
  measureRoute,
  MOBILE,
  NOT_FOUND_LOGS,
  readRemixManifest,
  startRecordingServer,
  visitOf,
} from "./support/perf";
import { cartButton, drawer, PRODUCTS, seedCart, seedStorage } from "./support/shop";

test("a catalogue that grows: no page's code, route manifest or /shop's HTML holds it, so their weight cannot grow", () => {
  const assets = readdirSync(join(BUILD_CLIENT, "assets")).filter((f) => f.endsWith(".js"));
  const code = assets.map((f) => readFileSync(join(BUILD_CLIENT, "assets", f), "utf8"));
  // The catalogue reaches the browser only as /catalogue/ files: no chunk carries a product's texts (names
  // may: the demo orders name what they hold).
  for (const p of PRODUCTS)
    for (const text of [p.description, p.imageAlt])
      expect(
        assets.filter((_, i) => code[i]!.includes(JSON.stringify(text).slice(1, -1))),
        `${text} in the JS`,
      ).toEqual([]);
  // One route for every product page.
  const routes = Object.values(readRemixManifest(BUILD_CLIENT).manifest.routes);
  expect(routes.filter((r) => r.path?.startsWith("shop/")).map((r) => r.path)).toEqual(["shop/:slug"]);
  // /shop's HTML holds its first page of products, not the catalogue.
  const html = readFileSync(join(BUILD_CLIENT, "shop/index.html"), "utf8");
  const shown = PRODUCTS.slice(0, SHOP_PAGE_SIZE);
  const rest = PRODUCTS.slice(SHOP_PAGE_SIZE);
  expect(rest.length).toBeGreaterThan(0);
  for (const p of shown) expect(html, p.name).toContain(p.description);
  for (const p of rest) expect(html, p.name).not.toContain(p.description);
});

/**
 * The build served as `npm start` serves it (scripts/serve.mjs), every
 * response's bytes counted at the server: what really goes over the wire,
 * including what the service worker fetches. One recording server per worker.
 */
test.describe("on the wire (served as npm start serves it)", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  /** GET with the given Accept-Encoding, redirects not followed; Playwright decodes the body it names. */
  const get = (request: APIRequestContext, path: string, encoding = "") =>
    request.get(new URL(path, server.url).href, { headers: { "accept-encoding": encoding }, maxRedirects: 0 });

  test.beforeAll(async () => {
    server = await startRecordingServer();
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test("headers: precompressed brotli or gzip, immutable hashed assets, HTML (each page with its own CSP) and worker revalidated", async ({
    request,
  }) => {
    const { manifest } = readRemixManifest(BUILD_CLIENT);
    const IMMUTABLE = "public, max-age=31536000, immutable";
    // The largest script every page loads (React + Remix): certainly precompressed.
    const entry = [manifest.entry.module, ...manifest.entry.imports]
      .map((f) => ({ f, size: readFileSync(join(BUILD_CLIENT, f)).length }))
      .sort((a, b) => b.size - a.size)[0]!.f;
    const raw = readFileSync(join(BUILD_CLIENT, entry));
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const res = await get(request, entry, accept);
      expect([res.headers()["content-encoding"], res.headers()["cache-control"]], accept).toEqual([
        encoding,
        IMMUTABLE,
      ]);
      if (encoding) expect(res.headers()["vary"]).toBe("Accept-Encoding");
      expect((await res.body()).equals(raw), accept).toBe(true);
    }
    // HTML: each page's own file (/shop and /shop/ alike); any other path a 404 page (which: test/deploy-files.test.ts).
    // Each with its own page's CSP (the <meta> policy plus frame-ancestors) and the headers of headers.mjs.
    const pages = [
      "/",
      "/index.html",
      "/shop",
      "/shop/",
      "/services/android-ios-support",
      "/track-order?id=ORD-2024-001",
    ];
    const policies = readPolicies(BUILD_CLIENT);
    for (const path of [...pages, "/no/such/page", "/SHOP", "/shop/no-such-product", "/privacy/"]) {
      const res = await get(request, path, "br");
      const { "content-encoding": encoding, "content-type": type } = res.headers();
      expect([res.status(), encoding, String(type).split(";")[0]], path).toEqual([
        pages.includes(path) ? 200 : 404,
        "br",
        "text/html",
      ]);
      const csp = headerPolicy(policyForPath(policies, new URL(path, "http://x").pathname), { production: false });
      for (const [name, value] of Object.entries(headersFor("html", csp)))
        expect(res.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    expect(policyForPath(policies, "/")).not.toBe(policyForPath(policies, "/shop"));
    const workbox = readdirSync(BUILD_CLIENT).find((f) => /^workbox-[\da-f]+\.js$/.test(f));
    expect(workbox, "workbox runtime in the build").toBeTruthy();
    for (const [path, cache] of [
      ["/sw.js", "no-cache"],
      [`/${workbox}`, IMMUTABLE],
      ["/favicon.svg", "public, max-age=3600"],
    ])
      expect((await get(request, path!, "br")).headers()["cache-control"], path).toBe(cache);
    expect(await (await get(request, "/robots.txt")).text()).toMatch(/^User-agent: \*$/m);
  });

  // The main routes, a product page, then the shared tracking links, weighed once the lookup's result and its toast show.
  for (const route of BENCH_ROUTES) {
    test(`${route}: first visit JS within budget; route code preloaded from the HTML; no layout shift; every image sized`, async ({
      newContext,
      consoleErrors,
      request,
    }) => {
      if (route === "/no/such/page") consoleErrors.allow(...NOT_FOUND_LOGS);
      const { storage, settled } = visitOf(route);
      const context = await newContext({ ...MOBILE, baseURL: server.url });
      for (const [key, value] of Object.entries(storage)) await context.addInitScript(seedStorage(key, value));
      await recordLayoutShifts(context);
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
      const files = weight.js.files.join("\n");
      expect(weight.js.gzip, `gzipped JS of ${route} (${kib(weight.js.gzip)}):\n${files}`).toBeLessThanOrEqual(
        jsBudget(route),
      );
      if (route === "/") expect(weight.css.gzip, weight.css.files.join(", ")).toBeLessThanOrEqual(BUDGETS.homeCssGzip);
      // index.html asks for the route's own module, not only Remix's (a round trip later); Remix's <Scripts/>
      // drops its preloads once hydrated, so they are read from the HTML.
      const pathname = new URL(route, "http://x").pathname;
      const leafPath =
        route === "/no/such/page" ? "*" : pathname.startsWith("/shop/") ? "shop/:slug" : pathname.slice(1);
      const leaf = Object.values(readRemixManifest(BUILD_CLIENT).manifest.routes).find((r) =>
        route === "/" ? r.id === "routes/_index" : r.path === leafPath,
      );
      const html = await (await get(request, route)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(preloaded, `modulepreload links on ${route}`).toContain(leaf?.module);
      expect(await layoutShift(page), `layout shift on ${route}`).toBe(0);
      expect((await imageProblems(page)).filter((i) => i.problems.length > 0)).toEqual([]);
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

/** Which chunk loads when: each part's code comes as the visitor reaches for it, not with the page. */
test.describe("code when it is needed", () => {
  type Step = { act: (page: Page) => Promise<unknown>; chunks: RegExp[] };
  const banner = (page: Page) => page.getByRole("banner");
  // `then`: a second step, its chunks not loaded by the first.
  const CASES: Array<Step & { path: string; what: string; then?: Step }> = [
    {
      path: "/contact",
      what: "the contact form's validation and the toasts', on its first focus",
      act: (p) => p.getByRole("textbox", { name: "First name", exact: true }).focus(),
      chunks: [/^zod-/, /^toaster-/],
    },
    {
      path: "/about",
      what: "the newsletter's action and the toasts', on the field's first focus",
      act: (p) => p.locator("footer").getByLabel("Email address").focus(),
      chunks: [/^actions\.newsletter-/, /^form-result-/, /^toaster-/],
    },
    {
      path: "/",
      what: "the search suggestions', on the field's first focus",
      act: (p) => banner(p).getByRole("combobox", { name: "Search products" }).focus(),
      chunks: [/^suggestions-/],
    },
    {
      path: "/about",
      what: "a page's, when the header's link to it is pointed at",
      act: (p) => banner(p).getByRole("link", { name: "Shop", exact: true }).hover(),
      chunks: [/^shop-/],
    },
    {
      path: "/services",
      what: "a page's, when one of the page's own links to it is pointed at",
      act: (p) => p.getByRole("main").getByRole("link", { name: "Multi-Brand Device Setup" }).first().hover(),
      chunks: [/^services\.multi-brand-device-setup-/],
    },
    {
      path: "/services/multi-brand-device-setup",
      what: "the booking dialog's, when a Book button is focused; its action's, once it is open",
      act: (p) => p.getByRole("button", { name: "Book Complete package" }).focus(),
      chunks: [/^BookingDialog-/, /^zod-/],
      then: { act: (p) => p.keyboard.press("Enter"), chunks: [/^actions\.booking-/] },
    },
    {
      path: "/shop",
      what: "the checkout action's, once the checkout is open",
      act: async (p) => {
        await cartButton(p).click();
        await drawer(p).getByRole("button", { name: "Proceed to Checkout" }).click();
      },
      chunks: [/^actions\.checkout-/],
    },
  ];

  test("the cart drawer's code comes with the page (vite.config.ts's shell): hydrated, the cart opens with every script and stylesheet held", async ({
    page,
  }) => {
    await open(page, "/shop");
    const release = await holdAssets(page, /\/assets\/[\w.-]+\.(js|css)$/);
    await cartButton(page).click();
    await expect(drawer(page).getByText("Your cart is empty", { exact: true })).toBeVisible();
    release();
  });

  for (const { path, what, then, ...first } of CASES)
    test(`${path}: ${what}`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname.replace(/^\/assets\//, "")));
      const loaded = (re: RegExp) => requested.some((file) => re.test(file));
      if (path === "/shop") await seedCart(page, [PRODUCTS[0]!, 1]);
      await open(page, path);
      await page.waitForLoadState("networkidle");
      for (const { act, chunks } of then ? [first, then] : [first]) {
        expect(chunks.filter(loaded), `before: ${what}`).toEqual([]);
        await act(page);
        for (const re of chunks) await expect.poll(() => loaded(re), String(re)).toBe(true);
      }
    });

  test("/ loads no checkout or form-library code until the checkout is opened", async ({ page }) => {
    await open(page, "/");
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => /\.m?js(\?|$)/.test(n)),
    );
    for (const url of scripts) {
      const body = await page.evaluate(async (u) => await (await fetch(u)).text(), url);
      // The checkout's forms, react-hook-form (the drawer's code comes with the page: decision 008).
      for (const text of ["Continue to Payment", "shouldFocusError"])
        expect(body.includes(text), `${text} in ${url}`).toBe(false);
    }
  });
});
