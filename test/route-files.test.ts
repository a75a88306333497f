import { describe, expect, it } from "vitest";
import { filesForPath, readRouteFiles } from "../scripts/build/route-files.mjs";
import { tempFiles } from "./build-fixtures";

/** A build directory holding the two manifests the build writes, as Remix and Vite write them. */
const build = (routes: Record<string, object>, chunks: Record<string, object>) =>
  tempFiles({
    ".remix/manifest.json": JSON.stringify({ routes }),
    ".vite/client-manifest.json": JSON.stringify(chunks),
  });

const ROUTES = {
  root: { id: "root", file: "root.tsx", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", file: "routes/_index.tsx", index: true },
  "routes/Shop": { id: "routes/Shop", parentId: "root", file: "routes/Shop.tsx", path: "Shop" },
  "routes/$": { id: "routes/$", parentId: "root", file: "routes/$.tsx", path: "*" },
};
const CHUNKS = {
  "node_modules/@remix-run/dev/dist/config/defaults/entry.client.tsx": {
    file: "assets/entry.js",
    isEntry: true,
    imports: ["_framework.js"],
  },
  "_framework.js": { file: "assets/framework.js" },
  "app/root.tsx?client-route": { file: "assets/root.js", isEntry: true, imports: ["_shell.js"] },
  "_shell.js": {
    file: "assets/shell.js",
    imports: ["_framework.js"],
    css: ["assets/shell.css"],
    dynamicImports: ["_shopHead.js"],
  },
  "_shopHead.js": { file: "assets/shopHead.js", imports: ["_shell.js"], css: ["assets/shopHead.css"] },
  "app/routes/_index.tsx?client-route": { file: "assets/index.js", isEntry: true, imports: ["_shell.js"] },
  "app/routes/Shop.tsx?client-route": {
    file: "assets/shop.js",
    isEntry: true,
    imports: ["_shell.js", "_money.js", "_shopHead.js"],
    css: ["assets/shop.css"],
    dynamicImports: ["_dialog.js"],
  },
  "_money.js": { file: "assets/money.js", imports: ["_shell.js"] },
  "_dialog.js": { file: "assets/dialog.js", isDynamicEntry: true },
  "app/routes/$.tsx?client-route": { file: "assets/404.js", isEntry: true },
};

describe("route-files (the build's route -> files map)", () => {
  const files = readRouteFiles(build(ROUTES, CHUNKS));

  it("shared: the client entry and the root route, with their static imports and CSS; each page route its own beyond them, never its lazy chunks", () => {
    expect(files).toEqual({
      shared: {
        js: ["/assets/entry.js", "/assets/framework.js", "/assets/root.js", "/assets/shell.js"],
        css: ["/assets/shell.css"],
      },
      routes: {
        "/": { js: ["/assets/index.js"], css: [] },
        "/shop": {
          js: ["/assets/shop.js", "/assets/money.js", "/assets/shopHead.js"],
          css: ["/assets/shop.css", "/assets/shopHead.css"],
        },
        "*": { js: ["/assets/404.js"], css: [] },
      },
    });
  });

  it("a URL path finds its route whatever its case or trailing slash, or the dynamic route its pattern fits; any other path the splat route", () => {
    expect(filesForPath(files.routes, "/")).toBe(files.routes["/"]);
    expect(filesForPath(files.routes, "/SHOP/")).toBe(files.routes["/shop"]);
    expect(filesForPath(files.routes, "/shop/extra")).toBe(files.routes["*"]);
    const routes: typeof files.routes = { ...files.routes, "/shop/:slug": { js: ["/assets/product.js"], css: [] } };
    expect(filesForPath(routes, "/shop/any-product")).toBe(routes["/shop/:slug"]);
    expect(filesForPath(routes, "/shop/any-product/more")).toBe(routes["*"]);
    expect(filesForPath(routes, "/shop")).toBe(routes["/shop"]);
  });

  it("fails the build on a route it cannot map", () => {
    const unbuilt = { ...ROUTES, "routes/q": { id: "routes/q", parentId: "root", file: "routes/q.tsx", path: "q" } };
    expect(() => readRouteFiles(build(unbuilt, CHUNKS))).toThrow(/one route file routes\/q.tsx/);
  });
});
