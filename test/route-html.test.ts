import { describe, expect, it } from "vitest";
import { finishHtml, pagePathOf, pagePreloads } from "../scripts/build/html.mjs";
import { htmlFileFor, NOT_FOUND_FILE, SHELL_FILE } from "../scripts/build/route-html.mjs";

const SCRIPT = "/* filled in by scripts/build/html.mjs */";
const CSS = "/* first-paint CSS: filled in by scripts/build/html.mjs */";
const ROUTES = {
  "/shop": { js: ["/assets/shop.js", "/assets/head.js"], css: ["/assets/head.css"] },
  "*": { js: ["/assets/404.js"], css: ["/assets/404.css"] },
};

/** A prerendered file as app/root.tsx renders it (Layout and HydrateFallback's placeholders). */
const prerendered = (page?: string, main = "") =>
  `<!DOCTYPE html><html lang="en-KE"${page ? ` data-first-paint="${page}"` : ""}><head><title>t</title><style>${CSS}</style></head><body><script>${SCRIPT}</script><main>${main}</main></body></html>`;

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
    pageCss: (path: string) => ({ "/shop": ".head{}", "*": ".missing{}" })[path] ?? "",
  };

  it("a page's file: shell and first-paint CSS inline, static preloads of its route and LCP image in the head, the worker's registration", () => {
    const html = finishHtml(prerendered("/shop", '<img src="/images/a.svg" fetchpriority="high" alt=""/>'), build);
    expect(pagePathOf(html)).toBe("/shop");
    expect(html).toContain("<style>.shell{}.head{}</style>");
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/a.svg" fetchpriority="high"/><link rel="modulepreload" href="/assets/shop.js"/><link rel="modulepreload" href="/assets/head.js"/><link rel="preload" as="style" href="/assets/head.css"/></head>',
    );
    expect(html).toMatch(/<script>"serviceWorker"in navigator/);
    expect(html).not.toContain("location.pathname");
    expect(html).not.toContain("/* filled in");
  });

  it("404.html (path *): its first paint's CSS inline, preloads of the 404 route", () => {
    const html = finishHtml(prerendered("*", "<h1>Page not found</h1>"), build);
    expect(pagePathOf(html)).toBe("*");
    expect(html).toContain("<style>.shell{}.missing{}</style>");
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/404.js"/><link rel="preload" as="style" href="/assets/404.css"/></head>',
    );
  });

  it("the neutral shell (the offline fallback): the shell's CSS only and no preload (offline, the precache has them all)", () => {
    const html = finishHtml(prerendered(), build);
    expect(pagePathOf(html)).toBeUndefined();
    expect(html).toContain("<style>.shell{}</style>");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/<script>"serviceWorker"in navigator/);
  });

  it("no LCP image, no image preload; CSS cannot close its <style> early", () => {
    expect(pagePreloads({ js: ["/assets/404.js"], css: [] }, "<main></main>")).toBe(
      '<link rel="modulepreload" href="/assets/404.js"/>',
    );
    const html = finishHtml(prerendered(), { ...build, css: "a{content:'</style><b>'}" });
    expect(html).toContain("a{content:'<\\/style><b>'}");
  });

  it("fails loudly on HTML without the placeholders (app/root.tsx changed)", () => {
    expect(() => finishHtml("<html><head></head><body></body></html>", build)).toThrow(/placeholders/);
  });
});
