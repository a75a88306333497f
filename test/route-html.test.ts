import { describe, expect, it } from "vitest";
import {
  finishHtml,
  LINKS_PER_TASK,
  pagePathOf,
  pagePreloads,
  remixStartSteps,
  startAfterFirstPaint,
} from "../scripts/build/html.mjs";
import { htmlFileFor, NOT_FOUND_FILE, SHELL_FILE } from "../scripts/build/route-html.mjs";

const SCRIPT = "/* filled in by scripts/build/html.mjs */";
const CSS = "/* first-paint CSS: filled in by scripts/build/html.mjs */";
const ROUTES = {
  "/shop": { js: ["/assets/shop.js", "/assets/head.js"], css: ["/assets/head.css"] },
  "*": { js: ["/assets/404.js"], css: ["/assets/404.css"] },
};

/** The module script Remix's <Scripts/> renders in SPA mode (Remix 2.17), as the prerender writes it. */
const REMIX_MODULE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";

window.__remixRouteModules = {"root":route0};

import("/assets/entry.client-3.js");`;
const REMIX_SCRIPTS = `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/><script>window.__remixContext = {};</script><script type="module" async="">${REMIX_MODULE}</script>`;

/** A prerendered file as app/root.tsx renders it (Layout's placeholders, Remix's scripts). */
const prerendered = (page?: string, main = "") =>
  `<!DOCTYPE html><html lang="en-KE"${page ? ` data-first-paint="${page}"` : ""}><head><title>t</title><style>${CSS}</style></head><body><script>${SCRIPT}</script><main>${main}</main>${REMIX_SCRIPTS}</body></html>`;

/** Runs a start script with `import` replaced by `load`, recording what it loads in which order. */
async function runStart(script: string, modules: Record<string, object>) {
  const loaded: string[] = [];
  const window: { __remixRouteModules?: Record<string, object> } = {};
  const load = (url: string) => {
    loaded.push(url);
    return Promise.resolve(modules[url] ?? {});
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own output, run against fakes
  const run = new Function("load", "window", `return ${script.replace(/\bimport\(/g, "load(")}`) as (
    load: (url: string) => Promise<object>,
    window: object,
  ) => Promise<void>;
  await run(load, window);
  return { loaded, routeModules: window.__remixRouteModules };
}

describe("route-html: file names", () => {
  it("/ is index.html; a page path is <path>/index.html (hosts serve /shop and /shop/ from it)", () => {
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/shop")).toBe("shop/index.html");
    expect(htmlFileFor("/shop/")).toBe("shop/index.html");
    expect(htmlFileFor("/services/android-ios-support")).toBe("services/android-ios-support/index.html");
    expect(SHELL_FILE).toBe("200.html");
    // At the top, where Netlify and Cloudflare Pages look for a site's 404 page.
    expect(NOT_FOUND_FILE).toBe("404.html");
  });

  it("refuses what is no page path (no file outside the build, no odd names)", () => {
    for (const bad of ["", "shop", "/../x", "/a//b", "/Shop", "/a?b"]) expect(() => htmlFileFor(bad), bad).toThrow();
  });
});

describe("html: finishing a prerendered file", () => {
  const build = {
    routes: ROUTES,
    css: ".shell{}",
    shellCss: ["/assets/shell.css"],
    pageCss: (path: string) => ({ "/shop": ".head{}", "*": ".missing{}" })[path] ?? "",
  };

  it("a page's file: shell and first-paint CSS inline, the LCP image preloaded, its route's preloads waiting for the app's start, the worker's registration", () => {
    const html = finishHtml(prerendered("/shop", '<img src="/images/a.svg" fetchpriority="high" alt=""/>'), build);
    expect(pagePathOf(html)).toBe("/shop");
    expect(html).toContain("<style>.shell{}.head{}</style>");
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/a.svg" fetchpriority="high"/><link data-rel="modulepreload" href="/assets/shop.js"/><link data-rel="modulepreload" href="/assets/head.js"/><link data-rel="preload" as="style" href="/assets/head.css"/></head>',
    );
    expect(html).not.toMatch(/ rel="(module)?preload"[^>]*assets/);
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<script>"serviceWorker"in navigator/);
    expect(html).not.toContain("location.pathname");
    expect(html).not.toContain("/* filled in");
  });

  it("404.html (path *): its first paint's CSS inline, preloads of the 404 route", () => {
    const html = finishHtml(prerendered("*", "<h1>Page not found</h1>"), build);
    expect(pagePathOf(html)).toBe("*");
    expect(html).toContain("<style>.shell{}.missing{}</style>");
    expect(html).toContain(
      '<link data-rel="modulepreload" href="/assets/404.js"/><link data-rel="preload" as="style" href="/assets/404.css"/></head>',
    );
  });

  it("the neutral shell (the offline fallback): the shell's stylesheet linked, not inline, and no preload (offline, the precache has them all)", () => {
    const html = finishHtml(prerendered(), build);
    expect(pagePathOf(html)).toBeUndefined();
    expect(html).toContain("<style></style>");
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/></head>');
    expect(html).not.toContain(".shell{}");
    expect(html).not.toContain("/assets/404");
    expect(html).not.toContain(' rel="modulepreload"');
    expect(html).not.toContain(' rel="preload"');
    expect(html).toMatch(/<script>"serviceWorker"in navigator/);
  });

  it("no LCP image, no image preload; CSS cannot close its <style> early", () => {
    expect(pagePreloads({ js: ["/assets/404.js"], css: [] }, "<main></main>")).toBe(
      '<link rel="modulepreload" href="/assets/404.js"/>',
    );
    const html = finishHtml(prerendered("/shop"), { ...build, css: "a{content:'</style><b>'}" });
    expect(html).toContain("a{content:'<\\/style><b>'}");
  });

  it("fails loudly on HTML without the placeholders (app/root.tsx changed)", () => {
    expect(() => finishHtml("<html><head></head><body></body></html>", build)).toThrow(/placeholders/);
  });
});

describe("html: the app's modules start after the first paint", () => {
  it("Remix's preload links stay where React rendered them, inert until the start; its module script becomes a classic script", () => {
    const html = startAfterFirstPaint(`<body><main></main>${REMIX_SCRIPTS}</body>`);
    expect(html).toContain(
      '<link data-rel="modulepreload" href="/assets/manifest-1.js"/><link data-rel="modulepreload" href="/assets/entry.client-3.js"/><script>window.__remixContext = {};</script><script>(()=>{',
    );
    expect(html).not.toContain(' rel="modulepreload"');
    expect(html).not.toContain("<script type=");
    // The start: every data-rel becomes the rel, once the first paint is reported (two frames on without
    // a PerformanceObserver; at once when hidden; a second at the latest).
    expect(html).toContain('querySelectorAll("link[data-rel]")');
    expect(html).toContain("l.rel=l.dataset.rel");
    expect(html).toContain(
      'd.hidden?go():P?.supportedEntryTypes?.includes("paint")?new P(go).observe({type:"paint",buffered:!0}):requestAnimationFrame(()=>requestAnimationFrame(go));setTimeout(go,1e3)',
    );
  });

  it("after the first paint, the start turns the preloads on a few per task, then runs Remix's steps", async () => {
    const hrefs = Array.from({ length: 2 * LINKS_PER_TASK + 1 }, (_, i) => `/assets/m${i}.js`);
    const html = startAfterFirstPaint(
      `<body>${hrefs.map((h) => `<link rel="modulepreload" href="${h}"/>`).join("")}${REMIX_SCRIPTS}</body>`,
    );
    const script = /<script>(\(\(\)=>\{.*?)<\/script>/.exec(html)?.[1] ?? "";
    const links = [...html.matchAll(/<link data-rel="([^"]+)" href="([^"]+)"\/>/g)].map(([, rel, href]) => ({
      rel: "",
      href,
      dataset: { rel },
    }));
    const timers: { run: () => void; delay?: number }[] = [];
    let onPaint: ((list: unknown, observer: { disconnect: () => void }) => void) | undefined;
    const fakes = {
      document: { hidden: false, querySelectorAll: () => links },
      self: {
        PerformanceObserver: Object.assign(
          function (callback: typeof onPaint) {
            onPaint = callback;
            return { observe: () => undefined };
          },
          { supportedEntryTypes: ["paint"] },
        ),
      },
      setTimeout: (run: () => void, delay?: number) => void timers.push({ run, delay }),
      requestAnimationFrame: () => undefined,
    };
    const loaded: string[] = [];
    const window = {};
    const load = (url: string) => (loaded.push(url), Promise.resolve({}));
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's own output, run against fakes
    const start = new Function(...Object.keys(fakes), "load", "window", script.replace(/\bimport\(/g, "load(")) as (
      ...args: unknown[]
    ) => void;
    start(...Object.values(fakes), load, window);
    const on = () => links.filter((l) => l.rel).length;
    expect(on()).toBe(0);
    onPaint?.([], { disconnect: () => undefined });
    const batches = [on()];
    for (let timer; (timer = timers.find((t) => t.delay === undefined));) {
      timers.splice(timers.indexOf(timer), 1);
      expect(loaded).toEqual([]);
      timer.run();
      batches.push(on());
    }
    expect(batches).toEqual([LINKS_PER_TASK, 2 * LINKS_PER_TASK, links.length]);
    expect(links.length).toBe(hrefs.length + 2);
    expect(links.every((l) => l.rel === l.dataset.rel)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/entry.client-3.js"]);
    // The second's fallback finds the start done.
    timers.find((t) => t.delay === 1e3)?.run();
    expect(loaded).toHaveLength(3);
  });

  it("the start runs Remix's steps in order: the manifest, the root route's module into __remixRouteModules, the entry", async () => {
    const root = { default: "root" };
    const { loaded, routeModules } = await runStart(remixStartSteps(REMIX_MODULE), { "/assets/root-2.js": root });
    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/entry.client-3.js"]);
    expect(routeModules).toEqual({ root });
    expect(routeModules?.root).toBe(root);
  });

  it("fails loudly on a module script of another form (a Remix release that changed it)", () => {
    expect(() => remixStartSteps(`${REMIX_MODULE}\nconsole.log(1);`)).toThrow(/does not know/);
    expect(() => remixStartSteps('import "/assets/manifest-1.js";')).toThrow(/entry/);
    expect(() => remixStartSteps('window.__remixRouteModules = {"root":route9};\nimport("/e.js");')).toThrow();
    expect(() => startAfterFirstPaint("<body></body>")).toThrow(/one module script/);
    expect(() =>
      startAfterFirstPaint(`<link rel="modulepreload" crossorigin="" href="/a.js"/>${REMIX_SCRIPTS}`),
    ).toThrow(/module preload/);
  });
});
