import { expect, it, vi } from "vitest";
import { absoluteUrl, canWebShare, orderSharePath, share as shareWith } from "~/lib/browser/share";
import { copyText } from "~/lib/browser/share-action";

/** As ShareButton shares (the sheet, else the lazy copy), on a browser whose navigator is `nav`. */
const share = (url: string, title: string, nav: object) => {
  vi.stubGlobal("navigator", nav);
  return shareWith(url, title, copyText);
};

const URL_ = "https://simutech.example/track-order?id=ORD1";

// Made in each test: the set-up resets every mock between tests.
const shared = () => vi.fn().mockResolvedValue(undefined);
const refusedWith = (name: string) => () => vi.fn().mockRejectedValue(new DOMException("no", name));
it.each([
  ["uses the Web Share API when the browser has it", shared, "shared", false],
  ["does nothing more when the customer closes the share sheet", refusedWith("AbortError"), "cancelled", false],
  ["copies when the share sheet is refused for another reason", refusedWith("NotAllowedError"), "copied", true],
  ["copies the link without the Web Share API", undefined, "copied", true],
])("%s", async (_, sheet, outcome, copied) => {
  const webShare = sheet?.();
  const nav = { ...(webShare && { share: webShare }), clipboard: { writeText: shared() } };
  expect(await share(URL_, "Order ORD1", nav)).toBe(outcome);
  expect(canWebShare()).toBe(webShare !== undefined);
  if (webShare) expect(webShare).toHaveBeenCalledWith({ url: URL_, title: "Order ORD1" });
  expect(nav.clipboard.writeText.mock.calls).toEqual(copied ? [[URL_]] : []);
});

it("falls back to a selection copy when the clipboard API is missing or refuses", async () => {
  const exec = vi.fn().mockReturnValue(true);
  document.execCommand = exec;
  const button = document.createElement("button");
  document.body.append(button);
  button.focus();
  expect(await share(URL_, "t", {})).toBe("copied");
  expect(exec).toHaveBeenCalledWith("copy");
  expect(document.querySelector("textarea")).toBeNull();
  expect(document.activeElement).toBe(button);
  const refusing = { clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } };
  expect(await share(URL_, "t", refusing)).toBe("copied");
  button.remove();
});

it("reports failure when nothing can copy (the caller shows the link)", async () => {
  document.execCommand = vi.fn().mockReturnValue(false);
  expect(await share(URL_, "t", {})).toBe("failed");
  document.execCommand = vi.fn(() => {
    throw new Error("unsupported");
  });
  expect(await share(URL_, "t", {})).toBe("failed");
});

it("builds the order's tracking link", () => {
  expect(orderSharePath("ORD1795000000000")).toBe("/track-order?id=ORD1795000000000");
  expect(orderSharePath("ORD 1&x")).toBe("/track-order?id=ORD+1%26x");
  expect(absoluteUrl("/track-order?id=ORD1", "https://simutech.example")).toBe(URL_);
});
