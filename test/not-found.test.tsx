import { expect, it, vi } from "vitest";
// The 404 page's path text and its inline script (the page itself, its log and odd paths: test/e2e/foundation.spec.ts).
import { displayPath, NOT_FOUND_SCRIPT } from "~/components/not-found/NotFound";

/** Runs the inline script as the browser would in 404.html at `pathname`: what it writes, and where it sends the visitor. */
function runScript(pathname: string, search = "", hash = "") {
  const code = { textContent: "" };
  const replace = vi.fn();
  const location = { pathname, search, hash, replace };
  const document = { currentScript: { previousElementSibling: code } };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's own text, as the page runs it
  const script = new Function("location", "document", NOT_FOUND_SCRIPT) as (
    l: typeof location,
    d: typeof document,
  ) => void;
  script(location, document);
  return { written: code.textContent, replace };
}

it.each([
  ["/no/such/page", "/no/such/page"],
  ["/%E2%9C%93", "/✓"],
  ["/%3Cimg%20src=x%3E", "/<img src=x>"],
  ["/%e0%a4%a", "/%e0%a4%a"],
  ["/a%20b/", "/a b/"],
  ["/shop/x-1", "/shop/x-1"],
])("%s reads %s, decoded where valid: as the route renders it and as 404.html's script writes it", (path, shown) => {
  expect(displayPath(path)).toBe(shown);
  const { written, replace } = runScript(path);
  expect(written).toBe(shown);
  expect(replace).not.toHaveBeenCalled();
});

it("a path with capitals goes to its lower-case form, query and fragment kept, escapes untouched", () => {
  const shop = runScript("/SHOP", "?q=Case", "#top");
  expect(shop.replace).toHaveBeenCalledWith("/shop?q=Case#top");
  expect(shop.written).toBe("");
  expect(runScript("/Shop/IPhone-15%E2%9C%93").replace).toHaveBeenCalledWith("/shop/iphone-15%E2%9C%93");
  expect(runScript("/%E2%9C%93").replace).not.toHaveBeenCalled();
});
