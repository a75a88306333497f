import { expect, it } from "vitest";
import { filesForPath, routeFiles } from "../scripts/build/route-files.mjs";

/** Remix's browser manifest as the build writes it: each module with its static imports (all levels) and CSS. */
const framework = "/assets/framework.js";
const shell = ["/assets/shell.js", framework];
const MANIFEST = {
  entry: { module: "/assets/entry.js", imports: [framework], css: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: shell, css: ["/assets/shell.css"] },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/assets/index.js", imports: shell },
    "routes/Shop": {
      id: "routes/Shop",
      parentId: "root",
      path: "Shop",
      module: "/assets/shop.js",
      imports: [...shell, "/assets/money.js", "/assets/shopHead.js"],
      css: ["/assets/shell.css", "/assets/shop.css", "/assets/shopHead.css"],
    },
    "routes/$": { id: "routes/$", parentId: "root", path: "*", module: "/assets/404.js" },
  },
};

const files = routeFiles(MANIFEST);

it("shared: the client entry and the root route, with their imports and CSS; each page route its own beyond them", () => {
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
